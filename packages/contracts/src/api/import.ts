import { z } from 'zod';
import { ZBatchGeocodeSchema, ZImportCellProblemSchema, ZImportFailureSchema } from '../import.js';
import { ZStopSchema } from '../stop.js';
import { defineCall } from './define.js';

/**
 * Answer of POST /batch_geocode/. err 0: `stops` are the added ones (in row order), `failed` the
 * rows that could not be placed, `by_city` the indexes of rows placed by their city only,
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

/** The spreadsheet import (spec section 7): the browser's parsed rows become stops. */
export const importCalls = {
  batchGeocode: defineCall({
    method: 'POST',
    path: '/batch_geocode/',
    tag: 'stops',
    summary: 'Add spreadsheet rows as stops at the end of the route.',
    description:
      'Rows with coordinates are added as they are, the others through the geocoder (whole address, then ' +
      'the city). Answers the added stops, the rows that failed and the rows placed by their city. err -20 ' +
      "and nothing added when the plan's stops per route would be exceeded. Dispatchers only.",
    body: ZBatchGeocodeSchema,
    answer: ZBatchGeocodeAnswerSchema,
  }),
} as const;
