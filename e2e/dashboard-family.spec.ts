import { expect, test } from "@playwright/test";
import { DashboardFamilyPage } from "./pages/DashboardFamilyPage";
import { signInAsNewUser } from "./support/accounts";

// Each test starts from a new, empty account, so nothing here depends on the seed.

test("a family is built from nothing: add, edit and remove, each surviving a reload", async ({
  page,
}) => {
  await signInAsNewUser(page, "e2e-family");
  const family = new DashboardFamilyPage(page);
  await family.goto();
  await family.seeEmpty();
  await family.dashboard.seeNoSeriousAxeViolations();

  // Sending the form with no name marks the field, and adds nobody.
  await family.clickAdd();
  await family.seeNameError("Name is required");
  await family.seeEmpty();
  await family.dashboard.seeNoSeriousAxeViolations();

  await family.add({ name: "Ada Lovelace", relationship: "Me" });
  await family.add({ name: "Byron Lovelace", relationship: "Child" });
  await family.seeMembers(["Ada Lovelace", "Byron Lovelace"]);
  await family.seeMember("Byron Lovelace", { who: "Child" });
  await family.reload();
  await family.seeMembers(["Ada Lovelace", "Byron Lovelace"]);

  await family.rename("Byron Lovelace", "Annabella Lovelace");
  await family.seeMembers(["Ada Lovelace", "Annabella Lovelace"]);
  await family.reload();
  await family.seeMembers(["Ada Lovelace", "Annabella Lovelace"]);

  // Cancelling the question keeps the member; confirming it removes only them.
  await family.clickRemove("Ada Lovelace");
  await family.dashboard.seeNoSeriousAxeViolations();
  await family.cancelRemoval();
  await family.seeMembers(["Ada Lovelace", "Annabella Lovelace"]);
  await family.clickRemove("Ada Lovelace");
  await family.confirmRemoval("Ada Lovelace");
  await family.seeMembers(["Annabella Lovelace"]);
  await family.reload();
  await family.seeMembers(["Annabella Lovelace"]);

  await family.clickRemove("Annabella Lovelace");
  await family.confirmRemoval("Annabella Lovelace");
  await family.seeEmpty();
  await family.reload();
  await family.seeEmpty();
  await family.dashboard.seeNoConsoleErrors();
});

test("an edit with an empty name is refused at the field and changes nothing", async ({ page }) => {
  await signInAsNewUser(page, "e2e-family-edit");
  const family = new DashboardFamilyPage(page);
  await family.goto();
  await family.add({ name: "Grace Hopper" });

  await family.clickEdit("Grace Hopper");
  const form = family.editForm("Grace Hopper");
  const name = form.getByLabel("Name", { exact: true });
  await name.fill("   ");
  await form.getByRole("button", { name: "Save changes" }).click();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await expect(name).toHaveAccessibleDescription(/Name is required/);
  await form.getByRole("button", { name: "Cancel" }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Edit Grace Hopper" })).toBeFocused();

  await family.reload();
  await family.seeMembers(["Grace Hopper"]);
});
