/** English: the home page. Plain strings, not `as const` (../../README.md). */

export default {
  home: {
    place: "Zamalek · Cairo",
    shop: "Shop Collection",
    core: "Our Core",
    promiseLabel: "Our promise",
    promise:
      "Egyptian cotton, Nile linen and soft cashmere, cut with restraint in Cairo and made to be worn for years, not seasons.",
    promiseNote: "Delivered in Cairo and Giza · Cash on delivery or Instapay",
    viewAll: "View all",
    justIn: "Just in",
    newArrivals: "New Arrivals",
    collection: "The collection",
    allProducts: "All Products",
    loadError: "Error loading products: {error}",
    circle: "The Maison Circle",
    join: "Join Our Community",
    joinText:
      "Create an account to keep your cart between visits, check out in moments and hear first when new pieces arrive.",
    signUp: "Sign Up",
  },
};
