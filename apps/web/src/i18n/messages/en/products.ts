/** English: the collection (/products) and a product page (/product/{id}). */
import type { Plural } from "../../index";

export default {
  products: {
    eyebrow: "The House Collection",
    intro:
      "Shirts of Egyptian cotton, linen tailoring and knits for cooler evenings, cut to be worn for years.",
    category: "Category",
    allProducts: "All Products",
    sortBy: "Sort By",
    "name-asc": "Name A-Z",
    "price-asc": "Price Low to High",
    "price-desc": "Price High to Low",
    pieces: { one: "{n} piece", other: "{n} pieces" } as Plural,
    piecesHeading: "Pieces",
    loadError: "Error loading products: {error}",
    empty: "No products found in this category.",
    viewAll: "View All Products",
    loadMore: "Load more",
    loadingMore: "Loading more…",
    showEarlier: "Show earlier pieces",
    viewed: {
      one: "You've viewed {shown} of {n} piece",
      other: "You've viewed {shown} of {n} pieces",
    } as Plural,
    pastEnd: "There are no more pieces here.",
    firstPage: "Back to the first page",
    pageTitle: "{title}, page {page}",
  },
  product: {
    back: "Our Collection",
    selectSize: "Please Select a Size",
    chooseSizeForCart: "Choose a size before adding to cart.",
    chooseSizeToBuy: "Choose a size before purchasing.",
    size: "Size",
    sizeOutOfStock: "Selected size is out of stock",
    quantity: "Quantity",
    /** The same words as unitsPerLineHint in packages/shared/src/orders.ts. */
    maxPerLine: "At most {max} of one size per order.",
    addToCart: "Add to Cart",
    buyNow: "Buy Now",
    moreDetails: "More Details",
    category: "Category",
    material: "Material",
    loading: "Loading product",
    notFound: "Product Not Found",
    notFoundText: "This piece is no longer in our collection, or the link is not quite right.",
    backToProducts: "Back to Products",
    /** Issue 28 (docs/product.md#colours): the swatches' legend. */
    color: "Colour",
    /** Read after a colour with no size left. */
    colorSoldOut: "sold out",
    /** The photographs' name in a colour: "Linen Shirt, Sand". */
    inColor: "{title}, {color}",
  },
  /**
   * "Notify me when my size is back" (issue 29, docs/product.md#back-in-stock): under the sizes
   * of a piece with a size (in its colour) sold out.
   */
  notify: {
    prompt: "Your size sold out?",
    open: "Notify me",
    title: "Notify me when it's back",
    lede: "Leave your email and we will write once, when your size is back.",
    size: "Size",
    chooseSize: "Please choose the size you are waiting for.",
    email: "Email",
    emailRequired: "Please enter your email address.",
    emailInvalid: "Please enter a valid email address.",
    submit: "Notify me",
    sending: "Sending...",
    done: "We'll email you when it's back.",
    doneText: "One email, the day size {size} returns, with a link to stop them.",
  },
  /** The size guide's dialog on a product page (docs/product.md#size-guides). */
  sizeGuide: {
    open: "Size guide",
    caption: "{name}, in centimetres",
    size: "Size",
    /** A column's heading: the unit rides with the measurement. */
    column: "{name} (cm)",
    none: "Not given",
    body: "Measurements of the body, taken over light clothing. Choose the size nearest your own.",
    garment: "Measurements of the garment itself, laid flat. Compare them with a piece you own.",
    howToMeasure: "How to measure",
    fitNote: "On the fit",
  },
  /** /search (docs/product.md#search); the header's field has its words in the shell. */
  searchPage: {
    intro: "Titles, fabrics, colours and categories, in English or Arabic.",
    prompt: "Type what you are looking for: a piece, a fabric or a colour.",
    tooLong: "A search can be at most {max} characters.",
    submit: "Search",
    results: {
      one: "{count} piece for “{q}”",
      other: "{count} pieces for “{q}”",
    } as Plural,
    emptyHint: "Try another word or a shorter one, or browse a category.",
    allPieces: "All pieces",
    failed: "The search did not answer. Please try again.",
  },
};
