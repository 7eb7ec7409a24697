import { siteConfig } from '../../components/site-config';

export const PRIVACY_LAST_UPDATED = '2025-09-03';

export interface TLegalSection {
  /** The anchor of the section (#id). */
  id: string;
  title: string;
  paragraphs: string[];
}

const contactLine = () => {
  const email = siteConfig.operatorEmail ? `by e-mail at ${siteConfig.operatorEmail} or ` : 'by e-mail or ';
  return `You may contact us about this notice ${email}by post at: ${siteConfig.operatorName}, ${siteConfig.operatorAddress}.`;
};

/** The 12 sections of the privacy notice (spec section 1). */
export const privacySections: TLegalSection[] = [
  {
    id: 'information-collected',
    title: 'What information do we collect automatically?',
    paragraphs: [
      'When you visit, use or navigate the service we automatically collect certain information such as your IP address, browser and device characteristics, operating system, language preferences, referring URLs, device name, country and location, and information about how and when you use the service.',
      'This information does not reveal your specific identity. It is needed to keep the service secure and running, and for our internal analytics and reporting.',
    ],
  },
  {
    id: 'mobile-application',
    title: 'What information does the mobile application collect?',
    paragraphs: [
      'Geo-location: with your permission, the driver app collects location information while you use it, so that your dispatcher can follow the route. You can turn this off in your device settings.',
      'Device data: we may collect information about your mobile device such as its model, operating system and version, and identifiers needed to deliver the service.',
      'Push notifications: we may ask to send you notifications about your routes. You can turn them off in your device settings.',
    ],
  },
  {
    id: 'legal-bases',
    title: 'On what legal bases do we share and process your information?',
    paragraphs: [
      'Consent: when you have given us permission to use your personal information for a specific purpose.',
      'Legitimate interests: when it is reasonably necessary to achieve our legitimate business interests.',
      'Performance of a contract: when we have entered into a contract with you and need your information to fulfil it.',
      'Legal obligations: when we must disclose information to comply with the law, a court order or a legal process.',
      'Vital interests: when it is necessary to protect the vital interests of any person, such as to prevent harm.',
    ],
  },
  {
    id: 'cookies',
    title: 'Do we use cookies and other tracking technologies?',
    paragraphs: [
      'We use cookies and the local storage of your browser to keep you signed in, to remember your settings and your cookie choice. We do not use them for advertising.',
    ],
  },
  {
    id: 'maps-service',
    title: 'Maps service',
    paragraphs: [
      'The service uses a maps service for address search, map display and distances. Its own terms of use and privacy policy apply to your use of it.',
      'By using the service you allow us to store (cache) the locations you search for, so that the same search is answered faster and with fewer requests to the maps service.',
    ],
  },
  {
    id: 'retention',
    title: 'How long do we keep your information?',
    paragraphs: [
      'We keep your personal information only as long as it is needed for the purposes set out in this notice, unless a longer period is required or permitted by law (such as tax and accounting requirements).',
    ],
  },
  {
    id: 'minors',
    title: 'Do we collect information from minors?',
    paragraphs: [
      'We do not knowingly collect data from or market to people under 18 years of age. By using the service you confirm that you are at least 18, or that you are the parent or guardian of a minor and consent to the minor’s use of the service.',
      'If we learn that personal information of users under 18 has been collected, we will deactivate the account and promptly delete such data.',
    ],
  },
  {
    id: 'eea-rights',
    title: 'What are your privacy rights in the EEA?',
    paragraphs: [
      'If you live in the European Economic Area you have the right to access your personal information, to have it corrected or erased, to restrict or object to its processing and to data portability. Where processing is based on consent you may withdraw it at any time.',
      'You also have the right to complain to your local data protection supervisory authority.',
    ],
  },
  {
    id: 'do-not-track',
    title: 'Controls for do-not-track features',
    paragraphs: [
      'Most browsers offer a do-not-track setting. No uniform standard for recognising such signals has been finalised, so we do not currently respond to do-not-track signals.',
    ],
  },
  {
    id: 'california-rights',
    title: 'Do California residents have specific privacy rights?',
    paragraphs: [
      'California residents may request, once a year and free of charge, information about the categories of personal information we disclosed to third parties for direct marketing purposes and the names of those third parties.',
      'If you are under 18, live in California and have a registered account, you may ask us to remove data you publicly posted on the service.',
    ],
  },
  {
    id: 'updates',
    title: 'Do we make updates to this notice?',
    paragraphs: [
      'We may update this notice from time to time. The updated version is marked by the “last updated” date at the top and takes effect as soon as it is published.',
    ],
  },
  {
    id: 'contact',
    title: 'How can you contact us about this notice?',
    paragraphs: [contactLine()],
  },
];
