import { expect, test } from "./test";
import { NOUR, fillCheckout, productInStock, shoot, toast, uniqueEmail } from "./shopper";

/*
 * Buy Now (docs/product.md#orders): one piece straight to checkout through sessionStorage's
 * tempOrderItem, leaving the cart as it was.
 */
test("Buy Now checks out a single piece and leaves the cart alone", async ({ page, request }) => {
  const inCart = await productInStock(request, 2);
  const bought = await productInStock(request, 3);
  const email = uniqueEmail("buy-now");
  const password = "Tailored2026";
  expect((await request.post("/api/auth/signup", { data: { email, password } })).status()).toBe(
    201,
  );

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/login");
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(toast(page, "Login Successful", "Welcome back!")).toBeVisible();

  await page.goto(`/product/${inCart.id}`);
  await page.getByRole("button", { name: inCart.size, exact: true }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();

  await page.goto(`/product/${bought.id}`);
  await expect(page.getByRole("heading", { name: bought.title, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(
    toast(page, "Please Select a Size", "Choose a size before purchasing."),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/product/${bought.id}$`));

  await page.getByRole("button", { name: bought.size, exact: true }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Buy Now" }).click();
  await expect(page).toHaveURL(/\/checkout\?buyNow=true$/);
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByRole("listitem")).toHaveCount(1);
  await expect(summary.getByText(bought.title)).toBeVisible();
  await expect(summary.getByText(`Size ${bought.size} · Qty 2`)).toBeVisible();
  await expect(summary.getByText(inCart.title)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Back" })).toHaveAttribute("href", "/products");
  await expect(page.getByRole("textbox", { name: "Email", exact: true })).toHaveValue(email);
  // The item waits in sessionStorage, so a reload keeps it.
  await page.reload();
  await expect(summary.getByText(`Size ${bought.size} · Qty 2`)).toBeVisible();
  await shoot(page, "checkout-buy-now");
  await shoot(page, "checkout-buy-now", { theme: "dark" });

  // Changing the governorate clears the city.
  await fillCheckout(page, NOUR);
  await page.getByRole("combobox", { name: "Governorate", exact: true }).selectOption("Giza");
  await expect(page.getByRole("combobox", { name: "City", exact: true })).toHaveValue("");
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(toast(page, "Missing Information", "Please fill in the city field.")).toBeVisible();
  await page.getByRole("combobox", { name: "City", exact: true }).selectOption("Agouza");

  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByText("Order Received")).toBeVisible();
  await expect(page.getByText(bought.title)).toBeVisible();
  await expect(page.getByText(inCart.title)).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem("tempOrderItem"))).toBeNull();
  // The confirmation keeps the server's order as it answered (docs/product.md#orders).
  const lastOrder = (await page.evaluate(() =>
    JSON.parse(sessionStorage.getItem("lastOrder") ?? "null"),
  )) as {
    id: number;
    lines: { productId: number; size: string; quantity: number }[];
    shippingAddress: Record<string, string>;
    totalPrice: number;
    shipping: number;
    date: string;
  };
  expect(lastOrder).toMatchObject({
    lines: [{ productId: bought.id, size: bought.size, quantity: 2 }],
    customerName: "Nour Hassan",
    customer_email: email,
    customer_number: "01012345678",
    shippingAddress: { governorate: "Giza", city: "Agouza", floor: "3", apartment: "7" },
    totalPrice: bought.price * 2,
    shipping: 70,
  });
  const total = (bought.price * 2 + 70).toLocaleString("en-US", { minimumFractionDigits: 2 });
  await expect(page.getByText(`${total} EGP`)).toBeVisible();
  expect(Number.isInteger(lastOrder.id)).toBe(true);

  // The cart still holds what was in it.
  await expect(page.getByRole("link", { name: "Cart, 1 item" })).toBeVisible();
  await page.goto("/checkout?buyNow=true");
  await expect(page.getByRole("heading", { name: "Your cart is empty" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
    "href",
    "/products",
  );

  // Without a last order, the confirmation page sends the shopper home.
  await page.evaluate(() => sessionStorage.removeItem("lastOrder"));
  await page.goto("/order-confirmation");
  await expect(page).toHaveURL(/\/$/);
});
