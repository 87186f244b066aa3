import { describe, expect, it } from "vitest";
import * as React from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FieldError, invalidProps, useFieldErrors, type FieldProblem } from "./field-error";

/** A two-field form built on the primitive, as the store's forms use it. */
function Form({ onSent }: { onSent: () => void }) {
  const [name, setName] = React.useState("");
  const [code, setCode] = React.useState("");
  const problems: FieldProblem<"name" | "code">[] = [];
  if (!name) problems.push({ field: "name", message: "Please enter your name." });
  if (!/^\d+$/.test(code)) problems.push({ field: "code", message: "Digits only." });
  const { errors, check } = useFieldErrors(problems, (f) => `f-${f}`);
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!check().length) onSent();
      }}
    >
      <label htmlFor="f-name">Name</label>
      <input
        id="f-name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        {...invalidProps("f-name", errors.name)}
      />
      <FieldError controlId="f-name">{errors.name}</FieldError>
      <label htmlFor="f-code">Code</label>
      <p id="f-code-hint">From your e-mail.</p>
      <input
        id="f-code"
        value={code}
        onChange={(e) => setCode(e.target.value)}
        {...invalidProps("f-code", errors.code, "f-code-hint")}
      />
      <FieldError controlId="f-code">{errors.code}</FieldError>
      <button type="submit">Send</button>
    </form>
  );
}

describe("the field-error primitive (docs/product.md#forms)", () => {
  it("says nothing until a submit, then wires each message to its control and focuses the first", async () => {
    const user = userEvent.setup();
    let sent = 0;
    render(<Form onSent={() => sent++} />);
    const name = screen.getByLabelText("Name");
    const code = screen.getByLabelText("Code");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(code).toHaveAccessibleDescription("From your e-mail.");
    expect(screen.queryByText("Please enter your name.")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute("aria-invalid", "true");
    expect(name).toHaveAttribute("aria-describedby", "f-name-error");
    expect(screen.getByText("Please enter your name.")).toHaveAttribute("id", "f-name-error");
    // A hint stays first in the description; the message follows it.
    expect(code).toHaveAttribute("aria-describedby", "f-code-hint f-code-error");
    expect(code).toHaveAccessibleDescription("From your e-mail. Digits only.");

    await user.type(name, "Nour");
    expect(name).not.toHaveAttribute("aria-invalid");
    expect(screen.queryByText("Please enter your name.")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(code).toHaveFocus();
    expect(sent).toBe(0);

    await user.type(code, "1024");
    await user.click(screen.getByRole("button", { name: "Send" }));
    expect(sent).toBe(1);
  });
});
