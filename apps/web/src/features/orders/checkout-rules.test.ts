import { describe, expect, it } from "vitest";
import { orderCreateSchema } from "@atelier/shared/orders";
import {
  checkoutProblem,
  checkoutProblems,
  emptyCheckoutFields,
  orderPayload,
} from "./checkout-rules";

const fields = {
  ...emptyCheckoutFields(" nour@example.com "),
  firstName: "Nour",
  lastName: "Hassan",
  phone: "010 1234 5678",
  address: "12 Hassan Sabry Street",
  floor: "3",
  apartment: "7",
  governorate: "Cairo",
  city: "Al-Zamalek",
};

describe("the order placement payload (docs/product.md#orders)", () => {
  const payload = orderPayload(fields, [
    { id: "7", title: "Oxford Shirt", price: 1450, images: [], selectedSize: "M", quantity: 2 },
    { id: "7", title: "Oxford Shirt", price: 1450, images: [], selectedSize: "XL", quantity: 1 },
  ]);

  it("puts each line's quantity in its chosen size only", () => {
    expect(payload.products).toEqual([
      { productId: 7, S: 0, M: 2, L: 0, XL: 0 },
      { productId: 7, S: 0, M: 0, L: 0, XL: 1 },
    ]);
  });

  it("sends the documented fields and the structured address, and the server's own schema accepts it", () => {
    expect(payload).toMatchObject({
      status: "Pending",
      customer_email: "nour@example.com",
      customer_number: "01012345678",
      customerName: "Nour Hassan",
      addressDetails: "12 Hassan Sabry Street, Floor 3, Apt 7, Al-Zamalek, Cairo",
      shippingAddress: {
        address: "12 Hassan Sabry Street",
        floor: "3",
        apartment: "7",
        city: "Al-Zamalek",
        governorate: "Cairo",
      },
    });
    expect(orderCreateSchema.safeParse(payload).success).toBe(true);
  });

  it("has no problem with a complete form", () => {
    expect(checkoutProblem(fields, 1)).toBeNull();
    expect(checkoutProblem({ ...fields, firstName: "   " }, 1)).toEqual({
      title: "Missing Information",
      description: "Please fill in the first name field.",
    });
  });
});

describe("the checkout's checks (docs/product.md#forms)", () => {
  it("name every invalid field in the page's order, top to bottom", () => {
    const problems = checkoutProblems({
      ...fields,
      lastName: " ",
      email: "nour@example",
      phone: "02 2735 1234",
      governorate: "",
      city: "",
    });
    expect(problems).toEqual([
      {
        field: "lastName",
        title: "Missing Information",
        message: "Please fill in the last name field.",
      },
      {
        field: "email",
        title: "Invalid Email",
        message: "Please enter a valid email address.",
      },
      {
        field: "phone",
        title: "Invalid Phone Number",
        message: "Please enter a valid Egyptian phone number.",
      },
      // The city waits for its governorate: its list is closed until then.
      {
        field: "governorate",
        title: "Missing Information",
        message: "Please fill in the governorate field.",
      },
    ]);
    expect(checkoutProblems({ ...fields, city: "" }).map((p) => p.field)).toEqual(["city"]);
    expect(checkoutProblems(fields)).toEqual([]);
  });

  it("refuse an address the mailer would read as a list or a route, as the server does (issue 26)", () => {
    for (const email of [
      "shopper@example.com<postmaster",
      "(1)victim@example.com",
      "victim@example.com,postmaster@example.com",
      "Victim <victim@example.com>",
    ])
      expect(checkoutProblems({ ...fields, email }), email).toEqual([
        {
          field: "email",
          title: "Invalid Email",
          message: "Please enter a valid email address.",
        },
      ]);
    expect(checkoutProblems({ ...fields, email: "O'Brien+shop@Example.com" })).toEqual([]);
  });

  it("take a phone typed in Arabic-Indic or Persian digits, and send it in Latin ones", () => {
    const typed: [string, string][] = [
      ["٠١٠ ١٢٣٤ ٥٦٧٨", "01012345678"],
      ["۰۱۰۱۲۳۴۵۶۷۸", "01012345678"],
      ["+٢٠١٠١٢٣٤٥٦٧٨", "+201012345678"],
    ];
    for (const [phone, sent] of typed) {
      expect(checkoutProblems({ ...fields, phone }), phone).toEqual([]);
      expect(orderPayload({ ...fields, phone }, []).customer_number).toBe(sent);
    }
    expect(checkoutProblems({ ...fields, phone: "٠٢ ٢٧٣٥ ١٢٣٤" })[0]?.field).toBe("phone");
  });
});
