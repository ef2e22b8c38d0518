import { type FieldLabel } from '../labels/field-label.catalog';
import { type LabelHit } from '../labels/label.matcher';
import { acceptsValue } from '../values/field-value.acceptor';
import { cleanValue } from '../values/text-value.cleaner';
import { type ApplicationEvent, type ValueEvent, type ValuePlacement } from './application-event.model';
import { isLabelCell, type LineCell, mayBeValue, splitCells, valueAfter } from './line-cells';
import { readSectionHeading } from './section-heading.reader';

type Scope = 'business' | 'owner';

interface ScopedLabel {
  label: FieldLabel;
  scope: Scope;
  ownerNumber: number | null;
}

/** Labels of a line still waiting for values, which the line(s) below may hold. */
interface AwaitingLabels {
  labels: ScopedLabel[];
  cluster: number;
  /** The line held nothing but these labels: the lines below may be a table of them. */
  labelsOnly: boolean;
  row: number;
}

/**
 * Reads label/value pairs from application pages, whatever the form: a value after its label on the
 * same line (after a colon or in the next cell), or under a line of labels (column by column when the
 * counts agree, by what each value looks like when they do not). Several owners side by side, or one
 * per row under a line of owner labels, are told apart by column.
 */
export function readLabelledValues(pages: readonly string[]): ApplicationEvent[] {
  const events: ApplicationEvent[] = [];
  let section: Scope = 'business';
  // The labels of the line above still waiting for values, if any.
  const above: { labels: AwaitingLabels | null } = { labels: null };
  let cluster = 0;
  const lines = pages.flatMap((page) => page.split(/\r?\n/)).filter((line) => line.trim().length > 0);

  for (const line of lines) {
    const heading = readSectionHeading(line);
    if (heading) {
      events.push(heading);
      section = heading.scope;
      above.labels = null;
      continue;
    }
    const cells = splitCells(line);
    const awaiting = above.labels;
    if (awaiting !== null && !cells.some(isLabelCell)) {
      events.push(...fillFromBelow(awaiting, cells.map((cell) => cell.text)));
      // One owner per row under a line of distinct owner labels: the rows below are the next owners.
      const fields = awaiting.labels.map((label) => label.label.field);
      const table =
        awaiting.labelsOnly && awaiting.labels.some((label) => label.scope === 'owner') && new Set(fields).size === fields.length && cells.length === fields.length;
      above.labels = table ? { ...awaiting, row: awaiting.row + 1 } : null;
      continue;
    }
    cluster++;
    const read = readLine(cells, section, cluster);
    events.push(...read.events);
    section = read.nextSection;
    above.labels = read.pending.length > 0 ? { labels: read.pending, cluster, labelsOnly: read.events.length === 0, row: 0 } : null;
  }
  return events;
}

function readLine(cells: readonly LineCell[], lineSection: Scope, cluster: number) {
  const events: ValueEvent[] = [];
  const pending: ScopedLabel[] = [];
  const columns = new Map<string, number>();
  let section = lineSection;
  let nextSection: Scope | null = null;

  const emit = (label: ScopedLabel, raw: string, placement: ValuePlacement) => {
    const key = `${label.label.field}/${label.scope}`;
    const column = columns.get(key) ?? 0;
    columns.set(key, column + 1);
    events.push(valueEvent(label, raw, placement, cluster, column));
  };
  const scoped = (hit: LabelHit): ScopedLabel => {
    const scope = hit.label.scope === 'section' ? section : hit.label.scope;
    section = scope;
    nextSection ??= scope;
    return { label: hit.label, scope, ownerNumber: hit.ownerNumber };
  };

  for (const cell of cells) {
    // A cell beside a label still waiting is its value, unless it plainly is a label itself.
    const asValue = pending.length > 0 && mayBeValue(cell) && (cell.hits.length === 0 || acceptsValue(pending[0]!.label.field, cell.text));
    const hits = asValue ? [] : cell.hits;
    const leading = asValue ? cell.text : cell.text.slice(0, hits[0]?.start ?? cell.text.length);
    if (cleanValue(leading) !== null && pending.length > 0 && acceptsValue(pending[0]!.label.field, leading)) emit(pending.shift()!, leading, 'next_cell');
    hits.forEach((hit, index) => {
      const label = scoped(hit);
      const value = valueAfter({ text: cell.text, hits }, index);
      if (cleanValue(value) !== null) emit(label, value, 'inline');
      else pending.push(label);
    });
  }
  return { events, pending, nextSection: nextSection ?? lineSection };
}

function fillFromBelow(awaiting: AwaitingLabels, values: readonly string[]): ValueEvent[] {
  const { labels, cluster, row } = awaiting;
  const events: ValueEvent[] = [];
  if (labels.length === 1) {
    const raw = values.join('  ');
    if (acceptsValue(labels[0]!.label.field, raw)) events.push(valueEvent(labels[0]!, raw, 'below', cluster, row));
    return events;
  }
  if (values.length === labels.length) {
    // Several columns of one field ("Owner 1 Name  Owner 2 Name") are told apart by their order.
    const width = Math.max(...labels.map((label) => labels.filter((other) => other.label.field === label.label.field).length));
    const seen = new Map<string, number>();
    values.forEach((raw, index) => {
      const label = labels[index]!;
      const occurrence = seen.get(label.label.field) ?? 0;
      seen.set(label.label.field, occurrence + 1);
      if (cleanValue(raw) !== null && acceptsValue(label.label.field, raw)) events.push(valueEvent(label, raw, 'below', cluster, row * width + occurrence));
    });
    return events;
  }
  // Fewer values than labels (a blank column): each value goes to the next label it can be the value of.
  let next = 0;
  for (const raw of values) {
    while (next < labels.length && !acceptsValue(labels[next]!.label.field, raw)) next++;
    if (next === labels.length) break;
    events.push(valueEvent(labels[next]!, raw, 'below_guess', cluster, row));
    next++;
  }
  return events;
}

function valueEvent(label: ScopedLabel, raw: string, placement: ValuePlacement, cluster: number, column: number): ValueEvent {
  return {
    kind: 'value',
    field: label.label.field,
    scope: label.scope,
    generic: label.label.scope === 'section',
    raw,
    placement,
    ownerNumber: label.ownerNumber,
    cluster,
    column,
  };
}
