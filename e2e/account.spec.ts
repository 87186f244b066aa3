import { expect, test } from "./test";
import { linkFromEmail, outbox } from "./fixtures";
import { NOUR, fillCheckout, productInStock, shoot, toast, uniqueEmail } from "./shopper";

/*
 * An account from the first visit (docs/product.md#accounts): sign up with each password rule shown
 * in turn, be logged in, keep a cart across a reload, check out straight through, see the
 * confirmation with the cart emptied; then forget the password, reset it from the e-mail, and
 * log in with the new one.
 */
test("a new customer signs up, orders from a cart that survives a reload, and resets a forgotten password", async ({
  page,
  request,
}) => {
  const product = await productInStock(request, 1);
  const email = uniqueEmail("customer");
  const password = "Tailored2026";
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.goto("/signup");
  await expect(page.getByRole("heading", { name: "Sign Up", level: 1 })).toBeVisible();
  await page.getByLabel("First name").fill("Nour");
  await page.getByLabel("Last name").fill("Hassan");
  await page.getByLabel("Email").fill(email);
  const submit = page.getByRole("button", { name: "Create Account" });
  const tryPassword = async (value: string, confirm = value) => {
    await page.getByLabel("Password", { exact: true }).fill(value);
    await page.getByLabel("Confirm password").fill(confirm);
    await submit.click();
  };
  for (const [value, message] of [
    ["Ab1", "Password must be at least 8 characters long"],
    ["tailored2026", "Password must contain at least one uppercase letter"],
    ["TAILORED2026", "Password must contain at least one lowercase letter"],
    ["TailoredSuits", "Password must contain at least one number"],
  ]) {
    await tryPassword(value!);
    await expect(toast(page, "Password Invalid", message)).toBeVisible();
  }
  await tryPassword(password, "Tailored2025");
  await expect(
    toast(page, "Password Mismatch", "Passwords do not match. Please try again."),
  ).toBeVisible();
  await shoot(page, "signup", { toasts: true });

  await tryPassword(password);
  await expect(
    toast(page, "Account Created Successfully", "Welcome! You are now logged in."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(email)).toBeVisible();

  // A signed-in cart lives on the server: a reload keeps it.
  await page.goto(`/product/${product.id}`);
  await page.getByRole("button", { name: product.size, exact: true }).click();
  await page.getByRole("button", { name: "Increase quantity" }).click();
  await page.getByRole("button", { name: "Add to Cart" }).click();
  await expect(
    toast(page, `${product.title} (${product.size}) has been added to your cart.`),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("link", { name: "Cart, 2 items" })).toBeVisible();

  await page.goto("/checkout");
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(
    page.getByRole("region", { name: "Order Summary" }).getByText(`Size ${product.size} · Qty 2`),
  ).toBeVisible();
  await fillCheckout(page, { ...NOUR, governorate: "Giza", city: "Sheikh Zayed City" });
  await page.getByRole("button", { name: "Place Order" }).click();
  await expect(
    toast(page, "Order Placed Successfully!", "You will receive a confirmation email shortly."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/order-confirmation$/);

  await expect(page.getByText("Order Received")).toBeVisible();
  await expect(page.getByText("3-5 business days")).toBeVisible();
  await expect(page.getByText(/^#\d+$/).first()).toBeVisible();
  await expect(page.getByText("Sheikh Zayed City, Giza")).toBeVisible();
  await expect(page.getByText(product.title)).toBeVisible();
  const total = (product.price * 2 + 70).toLocaleString("en-US", {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  await expect(page.getByText(`${total} EGP`, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue Shopping" })).toHaveAttribute(
    "href",
    "/products",
  );
  await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { name: "What's Next" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 0 items" })).toBeVisible();
  await shoot(page, "order-confirmation");
  await shoot(page, "order-confirmation", { theme: "dark" });
  // The confirmation is in the customer's inbox too, under the same order number.
  const orderNumber = (await page
    .getByText(/^#\d+$/)
    .first()
    .textContent())!;
  await expect
    .poll(() =>
      outbox().some((m) => m.to.includes(email) && m.subject.endsWith(`order ${orderNumber}`)),
    )
    .toBe(true);

  // Emptied on the server as well, not only on screen.
  await page.reload();
  await expect(page.getByText("Order Received")).toBeVisible();
  await page.getByRole("link", { name: "Cart, 0 items" }).click();
  await expect(page.getByRole("heading", { name: "Your Cart is Empty" })).toBeVisible();

  // Forgotten password: sign out, ask for a link, use it.
  await page.getByRole("button", { name: "Sign Out" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/login");
  await page.getByRole("link", { name: "Forgot password?" }).click();
  await expect(page.getByRole("heading", { name: "Forgot Password" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(
    toast(page, "Reset link sent", "Please check your email for password reset instructions."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Check Your Email" })).toBeVisible();
  await shoot(page, "forgot-password-sent");
  await page.getByRole("button", { name: "try again" }).click();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByRole("button", { name: "Send Reset Link" }).click();
  await expect(page.getByRole("link", { name: "Back to Login" })).toHaveAttribute("href", "/login");

  const link = await linkFromEmail(email, /\/reset-password\?token=/);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
  const newPassword = "Linen2027Summer";
  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm new password").fill(`${newPassword}!`);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    toast(page, "Passwords don't match", "Please make sure both passwords are the same."),
  ).toBeVisible();
  await page.getByLabel("Confirm new password").fill(newPassword);
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    toast(page, "Password reset successfully", "You can now log in with your new password."),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Password Reset Complete" })).toBeVisible();
  await shoot(page, "reset-password-complete");
  await page.getByRole("link", { name: "Continue to Login" }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(toast(page, "Login Failed", "Invalid email or password")).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Log In" }).click();
  await expect(toast(page, "Login Successful", "Welcome back!")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(email)).toBeVisible();

  // A reset link is used once.
  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("Another2028Coat");
  await page.getByLabel("Confirm new password").fill("Another2028Coat");
  await page.getByRole("button", { name: "Reset Password" }).click();
  await expect(
    toast(page, "Error", "This password reset link is invalid or has expired."),
  ).toBeVisible();
});

test("the login page explains an expired session, and a reset page without a token sends the shopper to log in", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/login?message=${encodeURIComponent("Please log in to continue")}`);
  const notice = page.getByRole("alert").filter({ hasText: "Authentication Required" });
  await expect(notice).toContainText("Please log in to continue");
  await expect(page.getByLabel("Email")).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Email")).toHaveAttribute("required", "");
  await shoot(page, "login");
  await shoot(page, "login", { theme: "dark" });

  await page.goto("/reset-password");
  await expect(
    toast(page, "Invalid reset link", "This password reset link is invalid or has expired."),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
