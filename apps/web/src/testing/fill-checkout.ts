import { screen } from "@testing-library/react";
import type userEvent from "@testing-library/user-event";

/** Fills the English checkout as Nour would, every checked field valid (Cairo, Al-Zamalek). */
export async function fillValidCheckout(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole("textbox", { name: "First Name" }), "Nour");
  await user.type(screen.getByRole("textbox", { name: "Last Name" }), "Hassan");
  await user.type(screen.getByRole("textbox", { name: "Email" }), "nour@example.com");
  await user.type(screen.getByRole("textbox", { name: "Phone" }), "010 1234 5678");
  await user.type(screen.getByRole("textbox", { name: "Address" }), "12 Hassan Sabry Street");
  await user.selectOptions(screen.getByRole("combobox", { name: "Governorate" }), "Cairo");
  await user.selectOptions(screen.getByRole("combobox", { name: "City" }), "Al-Zamalek");
}
