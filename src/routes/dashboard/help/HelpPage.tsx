import { useAuthView } from "../../../runtime/hooks";
import { Page, Section } from "../../../ui/Page";
import { faqTopics } from "../../public/faqEntries";
import { ContactForm } from "./ContactForm";
import { FaqSearch } from "./FaqSearch";

/** `/dashboard/help`: the FAQ, searchable, and a message to the support team. */
export function HelpPage() {
  const { email } = useAuthView();
  return (
    <Page title="Help" lead="Answers to what parents ask us most, and a way to reach us.">
      <Section title="Questions and answers" id="faq">
        <FaqSearch topics={faqTopics} />
      </Section>
      <Section title="Write to us" id="contact">
        <ContactForm replyTo={email} />
      </Section>
    </Page>
  );
}
