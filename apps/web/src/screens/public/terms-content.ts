import { TRIAL_LENGTH_DAYS } from '@rp/contracts';
import { siteConfig } from '../../components/site-config';
import type { TLegalSection } from './privacy-content';

/** The terms of service (spec section 2: licence, service as-is, account security, payment terms, free trial). */
export const termsSections: TLegalSection[] = [
  {
    id: 'licence',
    title: 'Licence',
    paragraphs: [
      `${siteConfig.operatorName} grants you a limited, non-exclusive, non-transferable licence to use ${siteConfig.productName} and its mobile applications for the internal business of your team, subject to these terms.`,
      'You may not copy, resell, reverse engineer or use the service to build a competing product.',
    ],
  },
  {
    id: 'service-as-is',
    title: 'Service provided as is',
    paragraphs: [
      'The service is provided “as is” and “as available”. Routes, distances, times and addresses are computed automatically and may be inaccurate; drivers must always follow traffic rules and road signs.',
      'To the extent permitted by law we are not liable for indirect or consequential losses arising from the use of the service.',
    ],
  },
  {
    id: 'account-security',
    title: 'Account security',
    paragraphs: [
      'You are responsible for keeping your password secret and for everything done with your account and by the members you invite to your team. Tell us at once if you suspect unauthorised use.',
    ],
  },
  {
    id: 'payment-terms',
    title: 'Payment terms',
    paragraphs: [
      'The Professional plan is billed monthly in advance per driver through our card payment provider. Subscriptions renew automatically until cancelled; a cancellation takes effect at the end of the paid period. Fees already paid are not refunded except where the law requires it.',
      'The Free plan costs nothing and is limited in the number of drivers and locations per route as described on the pricing page.',
    ],
  },
  {
    id: 'free-trial',
    title: 'Free trial',
    paragraphs: [
      `Every new team gets a ${TRIAL_LENGTH_DAYS}-day free trial with the features of the Professional plan. When the trial ends, you can subscribe or continue on the Free plan.`,
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    paragraphs: [
      'These terms are governed by the law of Poland, where the operator has its place of business.',
    ],
  },
];
