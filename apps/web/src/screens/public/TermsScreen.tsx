import { siteConfig } from '../../components/site-config';
import { LegalPage } from './LegalPage';
import { termsSections } from './terms-content';

/** MainTerms /legal. */
export function TermsScreen() {
  return (
    <LegalPage
      title="Terms of service"
      intro={`These terms govern your use of ${siteConfig.productName}, operated by ${siteConfig.operatorName}. By creating an account you accept them.`}
      sections={termsSections}
    />
  );
}
