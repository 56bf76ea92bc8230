import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { AccountProviders } from "../../src/routes/dashboard/integrations/AccountProviders";
import type { Identity } from "../../src/services/authSchema";

const google: Identity = {
  id: "identity-google",
  user_id: "user-1",
  provider: "google",
  identity_data: { email: "ada@gmail.example" },
};

describe("the Microsoft and Google accounts", () => {
  it("shows which are linked, and how to link the other with the same e-mail", () => {
    render(
      <AccountProviders
        identities={[google]}
        email="ada@example.com"
        available={{ azure: true, google: true }}
      />,
    );
    const items = within(screen.getByRole("list", { name: "Microsoft and Google accounts" }))
      .getAllByRole("listitem")
      .map((item) => item.textContent ?? "");
    expect(items[0]).toContain("Microsoft");
    expect(items[0]).toContain("Not linked");
    expect(items[0]).toContain("“Sign in with Microsoft”");
    expect(items[0]).toContain("ada@example.com");
    expect(items[1]).toContain("Linked");
    expect(items[1]).toContain("as ada@gmail.example");
  });

  it("says when the server does not offer a provider", () => {
    render(
      <AccountProviders identities={[]} email={null} available={{ azure: false, google: true }} />,
    );
    expect(
      screen.getByText("Signing in with Microsoft is not set up on this Corkboard server."),
    ).toBeTruthy();
  });
});
