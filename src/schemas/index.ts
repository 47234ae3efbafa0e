/** Shared rules and constants: imported by both the browser app and the server. */
export * from './constants';
export * from './messages';
export * from './scopes';
/** Named field rules (FieldDef.rule) and validateMawb, the master waybill number check (docs/behaviour.md §1.5.1). */
export * from './rules';
/** Check digits: ISO 6346 container numbers, mainland ID card numbers. */
export * from './identifiers';
export * from './fields';
/** Character sets and number formats the docs/behaviour.md §1.5 rules share (GENERAL_TEXT, MOBILE_CN, ...). */
export * from './patterns';
/** Per-field check tables run as a plain validator or as a yup schema (Bilingual, FieldCheck, runChecks). */
export * from './check-table';
/** Waybill print form (docs/behaviour.md §1.5.1): waybillPrintSchema, validateWaybillPrint, WAYBILL_MESSAGES. */
export * from './waybill';
export * from './waybill-messages';
/** waybillPrefill: the print form's starting values from an air export order (master or house). */
export * from './waybill-prefill';
/** Party form (docs/behaviour.md §1.5.2): partySchema, validateParty, truncateImportedParty, PARTY_IMPORT_LIMITS. */
export * from './party';
/** Countries whose party addresses need a postcode (our curated list, see the file). */
export * from './postcode-countries';
/** Uploads (docs/behaviour.md §1.5.3): allowedUpload, uploadKindOfContent, allowedUploadContent. */
export * from './uploads';
/** Upload refusal messages (UPLOAD_TYPE_MESSAGES per kind, UPLOAD_TOO_LARGE_MESSAGE) and UPLOAD_MAX_BYTES. */
export * from './upload-messages';
/** Cargo cross-checks (docs/behaviour.md §1.5.3): crossCheck and WEIGHT_TOLERANCE, WEIGHT_MAX_DIFFERENCE, VOLUME_TOLERANCE. */
export * from './cross-check';
/** Public share codes and links of orders (docs/behaviour.md §2.2.8). */
export * from './share';
/** Route events newest first, for the server's tracking answer and the pages alike. */
export * from './route-events';
/** Manifest timeline events derived from an order's manifest records (docs/behaviour.md §1.3, §2.3). */
export * from './manifest-events';
/** Spreadsheet export and import: refusals and report words (TRANSFER_MESSAGES, exportTooMany, ...). */
export * from './transfer-messages';
/** The 29-entry European country lookup of docs/behaviour.md §2.3 (EUROPEAN_COUNTRIES, europeanCountryCode). */
export * from './europe';
/** Regional areas by province code and their supplier codes (docs/behaviour.md §2.3): REGIONAL_AREAS, supplierForDeparture. */
export * from './regions';
