import { MenuItem, TextField } from '@mui/material';
import {
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_MAX_COLUMNS,
  type TColumnConfig,
  UNMAPPED_COLUMN,
} from '@rp/contracts';
import { useMemo } from 'react';
import { countryChoices } from './countries';
import type { TSheet } from './spreadsheet';

export type TMapping = Required<TColumnConfig>;

interface TImportMappingProps {
  sheet: TSheet;
  mapping: TMapping;
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

/** One select per mapped field (City, Address/Location/Street, ...) and the Country choice. */
export function ImportMapping({
  sheet,
  mapping,
  onMapping,
  country,
  onCountry,
  disabled,
}: TImportMappingProps) {
  const options = useMemo(() => columnOptions(sheet), [sheet]);
  const countries = useMemo(() => countryChoices(country), [country]);
  return (
    <>
      {IMPORT_FIELDS.map((field) => (
        <TextField
          key={field}
          select
          size="small"
          label={IMPORT_FIELD_LABELS[field]}
          value={mapping[field]}
          disabled={disabled}
          onChange={(e) => onMapping({ ...mapping, [field]: Number(e.target.value) })}
        >
          <MenuItem value={UNMAPPED_COLUMN}>Not in the file</MenuItem>
          {options.map((c) => (
            <MenuItem key={c.column} value={c.column}>
              {c.label}
            </MenuItem>
          ))}
        </TextField>
      ))}
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
    </>
  );
}
