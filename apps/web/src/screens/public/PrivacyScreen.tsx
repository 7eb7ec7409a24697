import { siteConfig } from '../../components/site-config';
import { LegalPage } from './LegalPage';
import { PRIVACY_LAST_UPDATED, privacySections } from './privacy-content';

/** MainPrivacyPolicy /privacy-policy. */
export function PrivacyScreen() {
  return (
    <LegalPage
      title="Privacy policy"
      updated={PRIVACY_LAST_UPDATED}
      intro={`This privacy notice describes how ${siteConfig.operatorName} collects and uses your information when you use ${siteConfig.productName}, its website and its mobile applications.`}
      sections={privacySections}
    />
  );
}
