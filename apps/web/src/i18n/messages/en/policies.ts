/** English: the Policies page (docs/product.md). Each section's paragraphs, in order. */

export default {
  policies: {
    eyebrow: "The fine print, plainly",
    intro: "How we take payment, deliver, and look after returns.",
    paymentTitle: "Payment",
    payment1:
      "We accept cash on delivery or Instapay and, where checkout offers it, card or mobile wallet through Paymob's secure page. You choose when your order is confirmed; we never keep your card's details.",
    deliveryTitle: "Processing and Delivery",
    delivery1: "Orders are processed within 3 to 5 business days.",
    delivery2:
      "We deliver mainly in Cairo and Giza. Other areas can be arranged: delivery takes 1 to 2 weeks and carries special fees, agreed with you beforehand.",
    cancelTitle: "Cancellation",
    cancel1:
      "You may cancel an order within 24 hours of placing it, provided it has not yet been shipped.",
    returnsTitle: "Returns and Exchanges",
    returns1:
      "Returns or exchanges are accepted within 7 days of delivery. Pieces must be unused, with their tags attached.",
    returns2: "The customer pays return shipping, unless the item we sent was wrong or defective.",
    refundsTitle: "Refunds",
    refunds1:
      "Refunds go to the original payment method, up to 7 business days after we have inspected the returned piece.",
    questions: "Questions about an order?",
    contact: "Contact us",
  },
};
