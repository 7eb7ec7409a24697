import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MAX_COLUMNS,
  IMPORT_STOP_FIELDS,
  type TColumnConfig,
  type TImportAnyField,
  UNMAPPED_COLUMN,
} from '@rp/contracts';
import { useMemo } from 'react';
import { countryChoices } from './countries';
import type { TSheet } from './spreadsheet';

export type TMapping = Required<TColumnConfig>;

/** Where the mapping shown came from: the team's last one for these headers, or the header guess. */
export type TMappingSource = 'saved' | 'guessed';

interface TImportMappingProps {
  sheet: TSheet;
  mapping: TMapping;
  source: TMappingSource;
  onMapping: (m: TMapping) => void;
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
  guessed: 'Columns were matched by their headers. Change any that is wrong; other columns are ignored.',
};

type TColumnOption = ReturnType<typeof columnOptions>[number];

function FieldSelect(props: {
  field: TImportAnyField;
  value: number;
  options: readonly TColumnOption[];
  disabled: boolean;
  onChange: (column: number) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={IMPORT_FIELD_LABELS[props.field]}
      value={props.value}
      disabled={props.disabled}
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
      onChange={(column) => onMapping({ ...mapping, [field]: column })}
    />
  );
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary" data-testid="mapping-source">
        {SOURCE_TEXT[source]}
      </Typography>
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
