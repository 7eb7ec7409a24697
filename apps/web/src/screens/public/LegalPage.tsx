import { Box, Container, Link, Typography } from '@mui/material';
import type { TLegalSection } from './privacy-content';

/** A legal text: title, optional date, an anchored table of contents and the numbered sections. */
export function LegalPage({
  title,
  updated,
  intro,
  sections,
}: {
  title: string;
  updated?: string;
  intro: string;
  sections: TLegalSection[];
}) {
  return (
    <Container maxWidth="md" sx={{ py: 6 }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {updated && (
        <Typography color="text.secondary" gutterBottom>
          Last updated {updated}
        </Typography>
      )}
      <Typography sx={{ my: 2 }}>{intro}</Typography>
      <Box component="nav" aria-label="Table of contents" sx={{ my: 3 }}>
        <Typography variant="h6" component="h2">
          Table of contents
        </Typography>
        <Box component="ol" sx={{ pl: 3 }}>
          {sections.map((s) => (
            <li key={s.id}>
              <Link href={`#${s.id}`}>{s.title}</Link>
            </li>
          ))}
        </Box>
      </Box>
      {sections.map((s, i) => (
        <Box component="section" key={s.id} id={s.id} sx={{ mb: 3, scrollMarginTop: 80 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {i + 1}. {s.title}
          </Typography>
          {s.paragraphs.map((p) => (
            <Typography key={p} sx={{ mb: 1.5 }}>
              {p}
            </Typography>
          ))}
        </Box>
      ))}
    </Container>
  );
}
