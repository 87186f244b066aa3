/** English: the about page. Plain strings, not `as const` (../../README.md). */

export default {
  about: {
    eyebrow: "Our Core",
    title: "About Us",
    storyTitle: "A house on the island",
    story1:
      "{brand} began on Zamalek, the leafy island in the middle of the Nile, where the afternoons are long and dressing well has always meant dressing simply.",
    story2:
      "We make the wardrobe we wanted and could not find: crisp shirts, easy linen trousers, knits with a little weight to them. Everything is designed for Cairo's climate and delivered to your door in Cairo and Giza.",
    valuesTitle: "What we hold to",
    value1Title: "Cloth first",
    value1:
      "Long-staple Egyptian cotton, linen that softens with every wash, cashmere for the cooler evenings. We choose the cloth before we draw the cut.",
    value2Title: "Quiet tailoring",
    value2:
      "No logos, no noise. Proportions that flatter, seams that lie flat, buttons sewn to stay. Pieces you reach for without thinking.",
    value3Title: "Made to last",
    value3:
      "We make fewer things, better. A shirt from us should see many summers, and look better for it.",
    shop: "Shop Collection",
    contact: "Contact Us",
  },
};
