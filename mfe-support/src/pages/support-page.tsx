import { Container } from '../components/container';
import { ContactChannels } from '../features/support-center/components/contact-channels';
import { PlanSupport } from '../features/support-center/components/plan-support';
import { SupportFaq } from '../features/support-center/components/support-faq';
import { SupportHero } from '../features/support-center/components/support-hero';
import { SupportStats } from '../features/support-center/components/support-stats';
import { SupportTicketSection, TICKET_SECTION_ID } from '../features/support-tickets/components/support-ticket-section';

/** /support: ways to reach us, support by plan, the ticket form, response targets, figures and the FAQ. */
export default function SupportPage() {
  return (
    <>
      <SupportHero ticketSectionId={TICKET_SECTION_ID} />
      <Container>
        <ContactChannels ticketSectionId={TICKET_SECTION_ID} />
        <PlanSupport />
        <SupportTicketSection />
        <SupportStats />
        <SupportFaq />
      </Container>
    </>
  );
}
