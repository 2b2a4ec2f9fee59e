/**
 * A form's starting values: the record's own where it is edited, the defaults where it is new. A null field (an
 * optional text the record does not have) starts from its default too, usually an empty box.
 */
export function formValuesFrom<Values extends object>(defaults: Values, record?: { [K in keyof Values]?: Values[K] | null }): Values {
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as (keyof Values)[]) values[key] = record?.[key] ?? defaults[key];
  return values;
}

/**
 * What a form holds for a request body: every field present, an optional or nullable one as its plain value (an
 * empty text box, a switch that is off), so the form's fields follow the API's body type.
 */
export type FormValuesOf<Body> = { [K in keyof Body]-?: Exclude<Body[K], null | undefined> };
