import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { TeamMember } from "@atelier/shared/team";
import { clearSession, setSession } from "@/features/auth";
import { renderPage } from "@/testing/render-page";
import { TeamAdmin } from "./team-admin";

const OWNER: TeamMember = { id: 1, email: "owner@atelier.test", role: "admin", invited: false };
const SALMA: TeamMember = { id: 7, email: "salma@atelier.test", role: "staff", invited: true };

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("/admin/team (docs/product.md#the-team)", () => {
  let sent: { method: string; url: string; body: unknown }[];
  let answer: (method: string) => Response;
  beforeEach(() => {
    setSession("owner-token", { id: 1, email: "owner@atelier.test", role: "admin" });
    sent = [];
    answer = (method) =>
      method === "DELETE" ? new Response(null, { status: 204 }) : json(SALMA, 201);
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const method = init?.method ?? "GET";
      if (method === "GET") return json([OWNER, SALMA]);
      sent.push({
        method,
        url: String(input),
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer(method);
    });
  });
  afterEach(() => {
    vi.restoreAllMocks();
    clearSession();
  });

  it("lists the members; the admin's own row has no controls, a pending invitation says so", async () => {
    renderPage(<TeamAdmin />, { path: "/admin/team" });
    const list = await screen.findByRole("list");
    const [me, salma] = within(list).getAllByRole("listitem") as [HTMLElement, HTMLElement];
    expect(me).toHaveTextContent("owner@atelier.test");
    expect(me).toHaveTextContent("You");
    expect(within(me).queryByRole("combobox")).toBeNull();
    expect(within(me).queryByRole("button")).toBeNull();
    expect(salma).toHaveTextContent("Invitation sent");
    expect(within(salma).getByRole("combobox", { name: "Role of salma@atelier.test" })).toHaveValue(
      "staff",
    );
  });

  it("invites by e-mail and role, and checks the address first", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<TeamAdmin />, { path: "/admin/team" });
    const form = screen.getByRole("form", { name: "Invite someone" });
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));
    expect(within(form).getByLabelText("E-mail")).toHaveAccessibleDescription(
      "Enter the e-mail address to invite",
    );
    expect(sent).toEqual([]);
    await user.type(within(form).getByLabelText("E-mail"), " karim@atelier.test ");
    await user.selectOptions(within(form).getByLabelText("Role"), "admin");
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));
    await waitFor(() =>
      expect(sent).toEqual([
        {
          method: "POST",
          url: "/api/admin/team",
          body: { email: "karim@atelier.test", role: "admin" },
        },
      ]),
    );
    expect(await screen.findByText("Invitation sent to karim@atelier.test")).toBeVisible();
    expect(within(form).getByLabelText("E-mail")).toHaveValue("");
  });

  it("shows the server's refusal under the address", async () => {
    answer = () => json({ error: "salma@atelier.test is already on the team" }, 400);
    const user = userEvent.setup({ delay: null });
    renderPage(<TeamAdmin />, { path: "/admin/team" });
    const form = screen.getByRole("form", { name: "Invite someone" });
    await user.type(within(form).getByLabelText("E-mail"), "salma@atelier.test");
    await user.click(within(form).getByRole("button", { name: "Send invitation" }));
    expect(
      await within(form).findByText("salma@atelier.test is already on the team"),
    ).toBeVisible();
  });

  it("changes a role, and removes a member after asking", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(<TeamAdmin />, { path: "/admin/team" });
    await user.selectOptions(
      await screen.findByRole("combobox", { name: "Role of salma@atelier.test" }),
      "admin",
    );
    await user.click(screen.getByRole("button", { name: "Remove salma@atelier.test" }));
    const dialog = screen.getByRole("alertdialog", { name: "Remove from the team" });
    expect(dialog).toHaveTextContent("They are signed out at once");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { method: "PATCH", url: "/api/admin/team/7", body: { role: "admin" } },
      { method: "DELETE", url: "/api/admin/team/7", body: undefined },
    ]);
  });
});
