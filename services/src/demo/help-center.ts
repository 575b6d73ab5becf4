/**
 * The demo lender's help center: how its support team is reached, and the links the legacy help
 * center searches when an administrator turns the knowledge base off. One event has passed, so the
 * legacy drawer's rule (a link whose event day is past is hidden) shows on a fresh portal.
 */
import type { HelpLink, SettingValue } from 'shared-rules';

const DAY_MS = 86_400_000;
const calendarDay = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS).toISOString().slice(0, 10);

const link = (entry: Omit<HelpLink, 'disabled' | 'eventDate' | 'thumb' | 'tags'> & Partial<HelpLink>): HelpLink => ({
  disabled: false,
  eventDate: null,
  thumb: '',
  tags: [],
  ...entry,
});

export function demoHelpCenter(now: Date): SettingValue<'help-center'> {
  return {
    introduction: 'Search our guides, or reach the Broker Support team: we answer within one business hour.',
    supportEmail: 'brokersupport@lender.example',
    supportPhone: '(800) 555-0142',
    supportHours: 'Monday to Friday, 8 am to 6 pm Central',
    suggestArticlesOnLoanPages: true,
    links: [
      link({
        id: 'home-loan-toolkit',
        title: 'Your home loan toolkit (CFPB)',
        description: 'The CFPB booklet every applicant receives: shopping for a mortgage, the Loan Estimate and closing.',
        link: 'https://files.consumerfinance.gov/f/documents/cfpb_your-home-loan-toolkit-web.pdf',
        type: 'pdf',
        tags: ['disclosures', 'borrowers'],
      }),
      link({
        id: 'trid-guide',
        title: 'TRID small entity compliance guide',
        description: 'Timing and tolerance rules of the Loan Estimate and Closing Disclosure.',
        link: 'https://files.consumerfinance.gov/f/documents/cfpb_kbyo_guide-to-forms.pdf',
        type: 'other',
        tags: ['disclosures', 'TRID'],
      }),
      link({
        id: 'loan-estimate-video',
        title: 'Reading a Loan Estimate (video)',
        description: 'A short walk through the three pages of the Loan Estimate.',
        link: 'https://www.youtube.com/watch?v=9Nu4Fd-5NLU',
        type: 'video',
        tags: ['disclosures', 'training'],
      }),
      link({
        id: 'broker-application',
        title: 'Broker approval application',
        description: 'The form a new broker company completes to be approved with us.',
        link: 'https://lender.example/forms/broker-approval',
        type: 'form',
        tags: ['onboarding'],
      }),
      link({
        id: 'non-qm-webinar',
        title: 'Non-QM webinar: bank statement loans',
        description: 'Live session with our Non-QM desk: income calculation and the documents we need.',
        link: 'https://lender.example/events/non-qm-bank-statement',
        type: 'event',
        eventDate: calendarDay(now, 14),
        tags: ['Non-QM', 'training'],
      }),
      link({
        id: 'rate-lock-webinar',
        title: 'Rate lock policy update webinar',
        description: 'Changes to extensions and relocks, presented by Secondary Marketing.',
        link: 'https://lender.example/events/lock-policy',
        type: 'event',
        eventDate: calendarDay(now, -7),
        tags: ['locks'],
      }),
      link({
        id: 'condition-upload-walkthrough',
        title: 'Uploading condition documents',
        description: 'Screen recording: clearing prior-to-docs conditions from the Conditions tab.',
        link: 'https://lender.example/media/condition-upload.mp4',
        type: 'other',
        tags: ['conditions'],
      }),
    ],
  };
}
