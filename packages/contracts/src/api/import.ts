import { z } from 'zod';
import {
  ZBatchGeocodeSchema,
  ZColumnConfigSchema,
  ZImportCellProblemSchema,
  ZImportFailureSchema,
  ZImportMappingQuerySchema,
  ZSaveImportMappingSchema,
} from '../import.js';
import { ZStopSchema } from '../stop.js';
import { defineCall } from './define.js';

/**
 * Answer of POST /batch_geocode/. err 0: `stops` are the added ones (in row order), `failed` the
 * rows that could not be placed, `by_city` the indexes of rows placed by their postcode or city only,
 * `cell_problems` the refused cells of the added rows (by row and file line). err -20:
 * the rows that were found would exceed the plan's stops per route, so none was added.
 */
export const ZBatchGeocodeAnswerSchema = z.object({
  err: z.number().int(),
  message: z.string(),
  stops: z.array(ZStopSchema),
  failed: z.array(ZImportFailureSchema),
  by_city: z.array(z.number().int()),
  /** Cells of added stops that were not saved (the stop keeps that field's default). */
  cell_problems: z.array(ZImportCellProblemSchema),
});
export type TBatchGeocodeAnswer = z.infer<typeof ZBatchGeocodeAnswerSchema>;

/** The team's last mapping for a header row; null when the team never imported such a file. */
export const ZImportMappingAnswerSchema = z.object({ mapping: ZColumnConfigSchema.nullable() });
export type TImportMappingAnswer = z.infer<typeof ZImportMappingAnswerSchema>;

export const ZSaveImportMappingAnswerSchema = z.object({ err: z.number().int(), message: z.string() });

/** The spreadsheet import (spec section 7): the browser's parsed rows become stops. */
export const importCalls = {
  batchGeocode: defineCall({
    method: 'POST',
    path: '/batch_geocode/',
    tag: 'stops',
    summary: 'Add spreadsheet rows as stops at the end of the route.',
    description:
      'Rows with coordinates are added as they are, the others through the geocoder (whole address, then ' +
      'the city); mapped stop fields go through the field rules, a refused cell is reported and not saved. ' +
      'Answers the added stops, the rows that failed and the rows placed by their city. err -20 ' +
      "and nothing added when the plan's stops per route would be exceeded. With headers, the mapping is " +
      "kept as the team's choice for that file. Dispatchers only.",
    body: ZBatchGeocodeSchema,
    answer: ZBatchGeocodeAnswerSchema,
  }),
  getImportMapping: defineCall({
    method: 'POST',
    path: '/get_import_mapping/',
    tag: 'stops',
    summary: "The team's last column mapping for a file with these headers.",
    description:
      'Headers are compared without case, accents, punctuation or trailing empty columns. mapping is null ' +
      'when the team has not imported such a file. Dispatchers only.',
    body: ZImportMappingQuerySchema,
    answer: ZImportMappingAnswerSchema,
  }),
  saveImportMapping: defineCall({
    method: 'POST',
    path: '/save_import_mapping/',
    tag: 'stops',
    summary: "Keeps a column mapping as the team's choice for files with these headers.",
    description:
      '/batch_geocode/ does the same when it is given the headers and adds the rows; this call keeps a ' +
      'mapping without importing. Dispatchers only.',
    body: ZSaveImportMappingSchema,
    answer: ZSaveImportMappingAnswerSchema,
  }),
} as const;
