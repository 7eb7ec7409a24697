import { describe, expect, it } from 'vitest';
import { defaultReportPaper, reportFileName, ZRouteReportQuerySchema } from './report.js';

describe('reportFileName', () => {
  it('keeps letters of any language and replaces what file systems refuse', () => {
    expect(reportFileName('Zażółć gęślą jaźń')).toBe('Zażółć gęślą jaźń.pdf');
    expect(reportFileName('Straße / Crème: "A" <b>?*|\\x')).toBe('Straße _ Crème_ _A_ _b_x.pdf');
    expect(reportFileName('tab\there\nnew line')).toBe('tab_here_new line.pdf');
  });

  it('never answers a hidden, empty or endless name', () => {
    expect(reportFileName('  ..  ')).toBe('route.pdf');
    expect(reportFileName('.hidden')).toBe('hidden.pdf');
    expect(reportFileName('ż'.repeat(300))).toBe(`${'ż'.repeat(120)}.pdf`);
  });
});

describe('report paper', () => {
  it('is Letter for US and Canadian teams, A4 for others and when the country is unknown', () => {
    expect(defaultReportPaper('US')).toBe('letter');
    expect(defaultReportPaper('ca')).toBe('letter');
    expect(defaultReportPaper('PL')).toBe('a4');
    expect(defaultReportPaper(null)).toBe('a4');
  });

  it('takes only a4 or letter in the query', () => {
    expect(ZRouteReportQuerySchema.safeParse({ paper: 'letter' }).success).toBe(true);
    expect(ZRouteReportQuerySchema.safeParse({}).success).toBe(true);
    expect(ZRouteReportQuerySchema.safeParse({ paper: 'A3' }).success).toBe(false);
  });
});
