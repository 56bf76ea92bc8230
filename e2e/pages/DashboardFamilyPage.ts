import { expect, type Locator, type Page } from "@playwright/test";
import { DashboardPage } from "./DashboardPage";

type Relationship = "Me" | "Partner" | "Child" | "Someone else";

/** Family: the members' cards, editing in place, the Add form and the removal question. */
export class DashboardFamilyPage {
  readonly members: Locator;
  readonly addForm: Locator;
  readonly dialog: Locator;

  constructor(
    readonly page: Page,
    readonly dashboard = new DashboardPage(page),
  ) {
    this.members = page.getByRole("list", { name: "Family members" });
    this.addForm = page.getByRole("form", { name: /^Add (your first|a) family member$/ });
    this.dialog = page.getByRole("dialog");
  }

  async goto() {
    await this.dashboard.goto("/dashboard/family");
    await this.seePage();
  }

  async reload() {
    await this.page.reload();
    await this.dashboard.seeShell();
    await this.seePage();
  }

  async seePage() {
    await this.dashboard.seeHeading("Family");
    await expect(this.addForm).toBeVisible();
  }

  async seeEmpty() {
    await expect(
      this.page.getByText("Add the people in your family so events can say who they are for."),
    ).toBeVisible();
    await expect(this.members).toHaveCount(0);
  }

  /** The list holds exactly these names, in this order. */
  async seeMembers(names: ReadonlyArray<string>) {
    await expect(this.members.getByRole("heading", { level: 3 })).toHaveText([...names]);
  }

  async seeMember(name: string, details: { readonly who?: string } = {}) {
    const card = this.card(name);
    await expect(card).toBeVisible();
    if (details.who !== undefined) await expect(card).toContainText(details.who);
  }

  card(name: string) {
    return this.members
      .getByRole("listitem")
      .filter({ has: this.page.getByRole("heading", { level: 3, name, exact: true }) });
  }

  async fillAddForm(member: { readonly name: string; readonly relationship?: Relationship }) {
    await this.addForm.getByLabel("Name", { exact: true }).fill(member.name);
    if (member.relationship !== undefined)
      await this.addForm.getByLabel("Who they are").selectOption({ label: member.relationship });
  }

  async clickAdd() {
    await this.addForm.getByRole("button", { name: "Add to family" }).click();
  }

  async add(member: { readonly name: string; readonly relationship?: Relationship }) {
    await this.fillAddForm(member);
    await this.clickAdd();
    await expect(this.page.getByText(`${member.name} is in your family now.`)).toBeVisible();
    await this.seeMember(member.name);
  }

  /** The Add form's Name field is marked invalid, with its message read with it. */
  async seeNameError(message: string) {
    const name = this.addForm.getByLabel("Name", { exact: true });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription(new RegExp(message));
    await expect(name).toBeFocused();
    await expect(this.addForm.getByText(message, { exact: true })).toBeVisible();
  }

  async clickEdit(name: string) {
    await this.page.getByRole("button", { name: `Edit ${name}`, exact: true }).click();
    await expect(this.editForm(name)).toBeVisible();
  }

  editForm(name: string) {
    return this.page.getByRole("form", { name: `Edit ${name}`, exact: true });
  }

  async rename(from: string, to: string) {
    await this.clickEdit(from);
    const form = this.editForm(from);
    await form.getByLabel("Name", { exact: true }).fill(to);
    await form.getByRole("button", { name: "Save changes" }).click();
    await expect(form).toHaveCount(0);
    await this.seeMember(to);
  }

  async clickRemove(name: string) {
    await this.card(name)
      .getByRole("button", { name: `Remove ${name}`, exact: true })
      .click();
    await expect(this.dialog).toBeVisible();
    await expect(this.dialog).toHaveAccessibleName(`Remove ${name} from your family?`);
  }

  async cancelRemoval() {
    await this.dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(this.dialog).toHaveCount(0);
  }

  async confirmRemoval(name: string) {
    await this.dialog.getByRole("button", { name: `Remove ${name}`, exact: true }).click();
    await expect(this.dialog).toHaveCount(0);
    await expect(this.page.getByText(`${name} is no longer in your family.`)).toBeVisible();
  }
}
