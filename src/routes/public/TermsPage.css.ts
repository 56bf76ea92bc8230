// The terms use the same long-text layout as the privacy policy.
export { legal, updated } from "./PrivacyPage.css";
