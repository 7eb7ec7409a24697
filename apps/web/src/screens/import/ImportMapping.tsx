import { Alert, MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MAX_COLUMNS,
  IMPORT_STOP_FIELDS,
  type TColumnConfig,
  type TImportAnyField,
  UNMAPPED_COLUMN,
} from '@rp/contracts';
import type { TMappingQuestion, TMappingReason } from '@rp/contracts/import-guess';
import { useMemo } from 'react';
import { countryChoices } from './countries';
import { fieldHelperText, questionText } from './importTexts';
import type { TSheet } from './spreadsheet';

export type TMapping = Required<TColumnConfig>;

/** Where the mapping shown came from: the team's last one, the headers and cells, or a shop export's format. */
export type TMappingSource = 'saved' | 'guessed' | 'shop';

interface TImportMappingProps {
  sheet: TSheet;
  mapping: TMapping;
  source: TMappingSource;
  /** Why each field has its column; a field the dispatcher changed has none. */
  reasons: Partial<Record<TImportAnyField, TMappingReason>>;
  questions: readonly TMappingQuestion[];
  onMapping: (m: TMapping, changed: TImportAnyField) => void;
  country: string;
  onCountry: (code: string) => void;
  disabled: boolean;
}

/** The file's columns as choices: the header text and an example value of the first row. */
const columnOptions = (sheet: TSheet) =>
  sheet.header.slice(0, IMPORT_MAX_COLUMNS).map((h, column) => {
    const example = sheet.rows[0]?.[column];
    return { column, label: `${h || `Column ${column + 1}`}${example ? ` (e.g. ${example})` : ''}` };
  });

const SOURCE_TEXT: Record<TMappingSource, string> = {
  saved: "Your team's last mapping for a file with these columns is used. Change any column below.",
  guessed:
    'Columns were matched by their headers and cells. Change any that is wrong; other columns are ignored.',
  shop: "Columns were matched by the shop export's format. Change any that is wrong; other columns are ignored.",
};

/** The first two non-empty values of a column: what the dispatcher checks the choice against. */
const samplesOf = (sheet: TSheet, column: number): string[] =>
  column < 0
    ? []
    : sheet.rows
        .map((r) => (r[column] ?? '').trim())
        .filter(Boolean)
        .slice(0, 2);

type TColumnOption = ReturnType<typeof columnOptions>[number];

function FieldSelect(props: {
  field: TImportAnyField;
  value: number;
  options: readonly TColumnOption[];
  disabled: boolean;
  helperText: string;
  onChange: (column: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={IMPORT_FIELD_LABELS[props.field]}
      value={props.value}
      disabled={props.disabled}
      helperText={props.value === UNMAPPED_COLUMN ? undefined : props.helperText}
      onChange={(e) => props.onChange(Number(e.target.value))}
    >
      <MenuItem value={UNMAPPED_COLUMN}>Not in the file</MenuItem>
      {props.options.map((c) => (
        <MenuItem key={c.column} value={c.column}>
          {c.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * One select per importable field: the place fields and the stop's details (the time window as one
 * column or a from and a to column), and the Country choice.
 */
export function ImportMapping({
  sheet,
  mapping,
  source,
  reasons,
  questions,
  onMapping,
  country,
  onCountry,
  disabled,
}: TImportMappingProps) {
  const options = useMemo(() => columnOptions(sheet), [sheet]);
  const countries = useMemo(() => countryChoices(country), [country]);
  const select = (field: TImportAnyField) => (
    <FieldSelect
      key={field}
      field={field}
      value={mapping[field]}
      options={options}
      disabled={disabled}
      helperText={fieldHelperText(samplesOf(sheet, mapping[field]), reasons[field])}
      onChange={(column) => onMapping({ ...mapping, [field]: column }, field)}
    />
  );
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" data-testid="mapping-source">
        {SOURCE_TEXT[source]}
      </Typography>
      {questions.map((q) => (
        <Alert key={q.column} severity="warning" data-testid="mapping-question">
          {questionText(q, sheet.header[q.column] ?? '')}
        </Alert>
      ))}
      <Typography variant="subtitle2">Place</Typography>
      {IMPORT_FIELDS.map(select)}
      <TextField
        select
        size="small"
        label="Country"
        value={country}
        disabled={disabled}
        onChange={(e) => onCountry(e.target.value)}
      >
        {countries.map((c) => (
          <MenuItem key={c.code} value={c.code}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <Typography variant="subtitle2">Stop details</Typography>
      <Typography variant="caption" color="text.secondary">
        A time window is one column (9:00-12:30) or a from and a to column.
      </Typography>
      {IMPORT_STOP_FIELDS.map(select)}
    </Stack>
  );
}
