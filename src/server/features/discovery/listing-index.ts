/**
 * The published trainers' positions and filter fields, bucketed in cells of a tenth of a degree
 * whose members sit side by side in typed arrays, sorted by latitude. A search counts the cells
 * wholly inside its circle from each row's tallies (centres and counts side by side, so a cell
 * inside is never opened), measures only the members of cells on its edge, and takes its page
 * from the cells nearest first, sweeping out from its own latitude in each: the exact total and
 * one page, nearest first (ties: better rating, then id), in tens of microseconds around a city
 * of tens of thousands of trainers. Distances are the earthdistance extension's.
 */

/** Earth radius of the earthdistance extension (its `earth()` function), in metres. */
export const EARTH_RADIUS_METERS = 6_378_168;

export interface ListingEntry {
  id: string;
  latitude: number;
  longitude: number;
  /** Bits of the catalogue's specializations the trainer lists. */
  specializationBits: number;
  /** Bits of the services enabled. */
  serviceBits: number;
  /** Average rating, 0 without reviews: breaks ties in distance. */
  rating: number;
}

export interface ListingSearch {
  latitude: number;
  longitude: number;
  radiusMeters: number;
  /** A trainer matches the topic with any of these specializations or any of these services. */
  topic: { specializationBits: number; serviceBits: number } | null;
  /** ... and, when not 0, has any of these services enabled. */
  serviceBits: number;
  offset: number;
  limit: number;
}

export interface ListingHit {
  id: string;
  distanceMeters: number;
}

const DEGREE = Math.PI / 180;
const CELL_DEGREES = 0.1;
const ROWS = 1800;
const COLUMNS = 3600;

interface Members {
  ids: string[];
  x: Float64Array;
  y: Float64Array;
  z: Float64Array;
  rating: Float64Array;
  specializations: Uint32Array;
  services: Uint8Array;
}

/**
 * A cell's tallies: how many members have each specialization bit (slots 0-31), each service
 * bit (32-39), and how many there are (40).
 */
const SERVICE_SLOT = 32;
const ALL_SLOT = 40;
const TALLY_SLOTS = 41;

const rowOf = (latitude: number) =>
  Math.min(ROWS - 1, Math.max(0, Math.floor((latitude + 90) / CELL_DEGREES)));
const wrapColumn = (column: number) => ((column % COLUMNS) + COLUMNS) % COLUMNS;
const columnOf = (longitude: number) => wrapColumn(Math.floor((longitude + 180) / CELL_DEGREES));

/** Unit vector of a position: squared distances between them are squared chord lengths. */
function unit(latitude: number, longitude: number): [number, number, number] {
  const phi = latitude * DEGREE;
  const lambda = longitude * DEGREE;
  return [Math.cos(phi) * Math.cos(lambda), Math.cos(phi) * Math.sin(lambda), Math.sin(phi)];
}

function chordSquared(a: [number, number, number], b: [number, number, number]): number {
  const dx = a[0] - b[0];
  const dy = a[1] - b[1];
  const dz = a[2] - b[2];
  return dx * dx + dy * dy + dz * dz;
}
/** Squared chord of an angle, and back. */
const chordOfAngle = (angle: number) => (2 * Math.sin(Math.min(Math.PI, angle) / 2)) ** 2;
const angleOfChord = (chord: number) => 2 * Math.asin(Math.min(1, Math.sqrt(chord) / 2));
/**
 * A bound computed in floating point, moved outwards (or inwards) by far more than its rounding
 * error: a cell is then never skipped, or counted whole, on a hair's difference.
 */
const loosened = (chord: number) => chord * (1 + 1e-9) + 1e-15;
const tightened = (chord: number) => chord * (1 - 1e-9) - 1e-15;

/** A longitude difference brought into -180..180. */
const wrapDegrees = (degrees: number) => ((((degrees + 180) % 360) + 360) % 360) - 180;

/**
 * The squared chord from a point to the nearest point of a cell. Within the cell's longitudes
 * that is straight along the meridian; outside them, on the nearer edge meridian at the
 * latitude where the great circle distance to it is least, kept within the cell.
 */
function nearestChord(
  latitude: number,
  longitude: number,
  origin: [number, number, number],
  cell: { row: number; column: number },
): number {
  const south = cell.row * CELL_DEGREES - 90;
  const west = cell.column * CELL_DEGREES - 180;
  const fromWest = wrapDegrees(longitude - west);
  let edge = longitude;
  if (fromWest < 0 || fromWest > CELL_DEGREES) {
    const toEast = wrapDegrees(west + CELL_DEGREES - longitude);
    edge = Math.abs(fromWest) <= Math.abs(toEast) ? west : west + CELL_DEGREES;
  }
  const phi = latitude * DEGREE;
  const across = wrapDegrees(edge - longitude) * DEGREE;
  const best = Math.atan2(Math.sin(phi), Math.cos(phi) * Math.cos(across)) / DEGREE;
  const nearestLatitude = Math.min(south + CELL_DEGREES, Math.max(south, best));
  // a hair less, so that rounding never makes the bound overshoot a member
  return Math.max(0, chordSquared(origin, unit(nearestLatitude, edge)) - 1e-15);
}

/** Members sorted by `z` (latitude), so a page scan can sweep out from the searcher's. */
function pack(entries: Map<string, ListingEntry>): Members {
  const size = entries.size;
  const members: Members = {
    ids: [],
    x: new Float64Array(size),
    y: new Float64Array(size),
    z: new Float64Array(size),
    rating: new Float64Array(size),
    specializations: new Uint32Array(size),
    services: new Uint8Array(size),
  };
  const placed = Array.from(entries.values(), (entry) => ({
    entry,
    vector: unit(entry.latitude, entry.longitude),
  })).sort((a, b) => a.vector[2] - b.vector[2]);
  for (const [position, { entry, vector }] of placed.entries()) {
    members.ids.push(entry.id);
    members.x[position] = vector[0];
    members.y[position] = vector[1];
    members.z[position] = vector[2];
    members.rating[position] = entry.rating;
    members.specializations[position] = entry.specializationBits;
    members.services[position] = entry.serviceBits;
  }
  return members;
}

const soleBit = (bits: number) =>
  bits !== 0 && (bits & (bits - 1)) === 0 ? 31 - Math.clz32(bits) : undefined;

/**
 * The tally slot that counts a search's matches in a cell: ALL_SLOT without filters, a bit's
 * slot for one specialization or one service alone, undefined for a combination (counted
 * member by member).
 */
function tallySlot(topic: ListingSearch['topic'], serviceBits: number): number | undefined {
  const serviceSlot = (bits: number) => {
    const bit = soleBit(bits);
    return bit === undefined ? undefined : SERVICE_SLOT + bit;
  };
  if (topic === null) return serviceBits === 0 ? ALL_SLOT : serviceSlot(serviceBits);
  if (serviceBits !== 0) return undefined;
  if (topic.serviceBits === 0) return soleBit(topic.specializationBits);
  return topic.specializationBits === 0 ? serviceSlot(topic.serviceBits) : undefined;
}

interface Candidate {
  chord: number;
  rating: number;
  id: string;
}

/** Negative when `a` comes first: nearer, then better rated, then by id. */
function compare(a: Candidate, b: Candidate): number {
  return a.chord - b.chord || b.rating - a.rating || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

/** The `size` first candidates seen, kept as a max-heap (the worst on top). */
function createBest(size: number) {
  const heap: Candidate[] = [];
  const swap = (a: number, b: number) => {
    [heap[a], heap[b]] = [heap[b]!, heap[a]!];
  };
  return {
    /** Takes a candidate if it is among the best; returns the squared chord to beat (or tie). */
    offer(candidate: Candidate): number {
      take(candidate);
      return heap.length >= size ? heap[0]!.chord : Number.POSITIVE_INFINITY;
    },
    sorted: () => [...heap].sort(compare),
  };

  function take(candidate: Candidate) {
    if (heap.length < size) {
      heap.push(candidate);
      let child = heap.length - 1;
      while (child > 0) {
        const parent = (child - 1) >> 1;
        if (compare(heap[child]!, heap[parent]!) <= 0) return;
        swap(child, parent);
        child = parent;
      }
      return;
    }
    if (compare(candidate, heap[0]!) >= 0) return;
    heap[0] = candidate;
    let parent = 0;
    for (;;) {
      const left = 2 * parent + 1;
      if (left >= heap.length) return;
      const right = left + 1;
      const larger = right < heap.length && compare(heap[right]!, heap[left]!) > 0 ? right : left;
      if (compare(heap[larger]!, heap[parent]!) <= 0) return;
      swap(larger, parent);
      parent = larger;
    }
  }
}

/** Positions of `keys`, smallest key first, one a call (-1 at the end): a binary heap. */
function ascending(keys: readonly number[]): () => number {
  let size = keys.length;
  const heap = new Uint32Array(size);
  for (let slot = 0; slot < size; slot++) heap[slot] = slot;
  const keyAt = (slot: number) => keys[heap[slot]!]!;
  const siftDown = (from: number) => {
    let parent = from;
    for (;;) {
      const left = 2 * parent + 1;
      if (left >= size) return;
      const smaller = left + 1 < size && keyAt(left + 1) < keyAt(left) ? left + 1 : left;
      if (keyAt(smaller) >= keyAt(parent)) return;
      const moved = heap[parent]!;
      heap[parent] = heap[smaller]!;
      heap[smaller] = moved;
      parent = smaller;
    }
  };
  for (let slot = (size >> 1) - 1; slot >= 0; slot--) siftDown(slot);
  return () => {
    if (size === 0) return -1;
    const top = heap[0]!;
    size -= 1;
    heap[0] = heap[size]!;
    siftDown(0);
    return top;
  };
}

interface Cell {
  row: number;
  column: number;
  /** Unit vectors of its four corners (x, y, z each) and of its centre. */
  corners: Float64Array;
  center: [number, number, number];
  /** The angle from its centre to its farthest corner. */
  reach: number;
  entries: Map<string, ListingEntry>;
  /** The entries packed for searching; rebuilt on the first search after a change. */
  packed: Members | null;
}

function createCell(row: number, column: number): Cell {
  const south = row * CELL_DEGREES - 90;
  const west = column * CELL_DEGREES - 180;
  const corners = Float64Array.from([
    ...unit(south, west),
    ...unit(south, west + CELL_DEGREES),
    ...unit(south + CELL_DEGREES, west),
    ...unit(south + CELL_DEGREES, west + CELL_DEGREES),
  ]);
  const center = unit(south + CELL_DEGREES / 2, west + CELL_DEGREES / 2);
  let reach = 0;
  for (let index = 0; index < 12; index += 3) {
    const corner: [number, number, number] = [
      corners[index]!,
      corners[index + 1]!,
      corners[index + 2]!,
    ];
    reach = Math.max(reach, angleOfChord(chordSquared(center, corner)));
  }
  return { row, column, corners, center, reach, entries: new Map(), packed: null };
}

/** One row of cells, by column, in column order. */
interface Row {
  columns: number[];
  cells: Cell[];
  /** The reach of its cells (the same for all, bar rounding: the largest). */
  reach: number;
  /**
   * Its cells' centres (x, y, z each) and sizes side by side, for a search's first pass over
   * many cells; rebuilt on the first search after a change in the row.
   */
  packed: { centres: Float64Array; tallies: Uint32Array } | null;
}

function packRow(row: Row): NonNullable<Row['packed']> {
  const centres = new Float64Array(row.cells.length * 3);
  const tallies = new Uint32Array(row.cells.length * TALLY_SLOTS);
  for (const [position, cell] of row.cells.entries()) {
    centres.set(cell.center, position * 3);
    const base = position * TALLY_SLOTS;
    for (const entry of cell.entries.values()) {
      for (let bit = 0; bit < 32; bit++) {
        if (entry.specializationBits & (1 << bit)) tallies[base + bit]!++;
      }
      for (let bit = 0; bit < 8; bit++) {
        if (entry.serviceBits & (1 << bit)) tallies[base + SERVICE_SLOT + bit]!++;
      }
    }
    tallies[base + ALL_SLOT] = cell.entries.size;
  }
  return { centres, tallies };
}

/** The position of the first value at or after `column` in an ascending list (binary search). */
function firstAtOrAfter(columns: ArrayLike<number>, column: number): number {
  let low = 0;
  let high = columns.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (columns[middle]! < column) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function createListingIndex() {
  const rows = new Map<number, Row>();
  const cellOfId = new Map<string, Cell>();

  function remove(id: string) {
    const cell = cellOfId.get(id);
    if (!cell) return;
    cell.entries.delete(id);
    cell.packed = null;
    cellOfId.delete(id);
    const row = rows.get(cell.row)!;
    row.packed = null;
    if (cell.entries.size > 0) return;
    const position = firstAtOrAfter(row.columns, cell.column);
    row.columns.splice(position, 1);
    row.cells.splice(position, 1);
    if (row.columns.length === 0) rows.delete(cell.row);
  }

  function cellAt(row: Row, rowNumber: number, column: number): Cell {
    const position = firstAtOrAfter(row.columns, column);
    if (row.columns[position] === column) return row.cells[position]!;
    const cell = createCell(rowNumber, column);
    row.columns.splice(position, 0, column);
    row.cells.splice(position, 0, cell);
    row.reach = Math.max(row.reach, cell.reach);
    return cell;
  }

  function put(entry: ListingEntry) {
    remove(entry.id);
    const rowNumber = rowOf(entry.latitude);
    let row = rows.get(rowNumber);
    if (!row) {
      row = { columns: [], cells: [], reach: 0, packed: null };
      rows.set(rowNumber, row);
    }
    const cell = cellAt(row, rowNumber, columnOf(entry.longitude));
    cell.entries.set(entry.id, entry);
    cell.packed = null;
    row.packed = null;
    cellOfId.set(entry.id, cell);
  }

  /**
   * The rows and column spans a circle of `angle` radians around the point may reach: one span,
   * or two when it crosses the date line.
   */
  function spansAround(latitude: number, longitude: number, angle: number) {
    const reach = angle / DEGREE;
    const nearPole = angle >= Math.PI / 2 || latitude - reach <= -90 || latitude + reach >= 90;
    // The widest longitude a spherical cap reaches from its centre's latitude.
    const spread = nearPole
      ? 180
      : Math.asin(Math.min(1, Math.sin(angle) / Math.cos(latitude * DEGREE))) / DEGREE;
    const width = spread >= 180 ? COLUMNS : Math.ceil((2 * spread) / CELL_DEGREES) + 2;
    const first = columnOf(longitude - spread);
    const spans: [number, number][] =
      width >= COLUMNS
        ? [[0, COLUMNS - 1]]
        : first + width <= COLUMNS
          ? [[first, first + width - 1]]
          : [
              [first, COLUMNS - 1],
              [0, first + width - 1 - COLUMNS],
            ];
    return { firstRow: rowOf(latitude - reach), lastRow: rowOf(latitude + reach), spans };
  }

  function search(query: ListingSearch): { total: number; hits: ListingHit[] } {
    const angle = query.radiusMeters / EARTH_RADIUS_METERS;
    const limit = chordOfAngle(angle);
    const origin = unit(query.latitude, query.longitude);
    const [ox, oy, oz] = origin;
    const { topic, serviceBits } = query;
    const topicSpecializations = topic?.specializationBits ?? 0;
    const topicServices = topic?.serviceBits ?? 0;
    const anyTopic = topic !== null;
    const slot = tallySlot(topic, serviceBits);

    /** Whether a member has the filters' specializations and services. */
    function matches(members: Members, position: number): boolean {
      const offered = members.services[position]!;
      if (
        anyTopic &&
        (members.specializations[position]! & topicSpecializations) === 0 &&
        (offered & topicServices) === 0
      ) {
        return false;
      }
      return serviceBits === 0 || (offered & serviceBits) !== 0;
    }

    /** Members of a cell that match, within the circle unless the whole cell is. */
    function count(members: Members, inside: boolean): number {
      const { x, y, z } = members;
      let matched = 0;
      for (let position = 0; position < x.length; position++) {
        if (!inside) {
          const dx = x[position]! - ox;
          const dy = y[position]! - oy;
          const dz = z[position]! - oz;
          if (dx * dx + dy * dy + dz * dz > limit) continue;
        }
        if (matches(members, position)) matched++;
      }
      return matched;
    }

    let total = 0;
    // The cells that may hold members within the circle, for the page, with the squared chords
    // from the searcher to their centres, and the widest reach among them.
    const reachable: Cell[] = [];
    const centreChords: number[] = [];
    let widest = 0;
    const { firstRow, lastRow, spans } = spansAround(query.latitude, query.longitude, angle);
    for (let rowNumber = firstRow; rowNumber <= lastRow; rowNumber++) {
      const row = rows.get(rowNumber);
      if (!row) continue;
      row.packed ??= packRow(row);
      const { centres, tallies } = row.packed;
      // Nothing in a cell is nearer than its centre less its reach, or farther than plus it.
      const beyond = loosened(chordOfAngle(angle + row.reach));
      const within = angle > row.reach ? tightened(chordOfAngle(angle - row.reach)) : -1;
      for (const [from, to] of spans) {
        for (
          let position = firstAtOrAfter(row.columns, from);
          position < row.columns.length && row.columns[position]! <= to;
          position++
        ) {
          const dx = centres[3 * position]! - ox;
          const dy = centres[3 * position + 1]! - oy;
          const dz = centres[3 * position + 2]! - oz;
          const centreChord = dx * dx + dy * dy + dz * dz;
          if (centreChord > beyond) continue;
          const cell = row.cells[position]!;
          reachable.push(cell);
          centreChords.push(centreChord);
          widest = Math.max(widest, row.reach);
          if (centreChord <= within && slot !== undefined) {
            total += tallies[position * TALLY_SLOTS + slot]!;
            continue;
          }
          cell.packed ??= pack(cell.entries);
          const members = cell.packed;
          // The farthest point of a cell from any point is one of its corners.
          let inside = centreChord <= within;
          if (!inside && centreChord <= limit) {
            inside = true;
            for (let index = 0; index < 12 && inside; index += 3) {
              const cx = cell.corners[index]! - ox;
              const cy = cell.corners[index + 1]! - oy;
              const cz = cell.corners[index + 2]! - oz;
              inside = cx * cx + cy * cy + cz * cz <= limit;
            }
          }
          if (!inside || slot === undefined) total += count(members, inside);
          else total += tallies[position * TALLY_SLOTS + slot]!;
        }
      }
    }

    const wanted = Math.min(total, query.offset + query.limit);
    if (query.offset >= wanted) return { total, hits: [] };
    const best = createBest(wanted);
    let bar = Number.POSITIVE_INFINITY;

    /**
     * Offers a cell's members from `from` on, a step at a time, while they may be within the
     * bar: members are sorted by `z`, and a squared chord is at least its squared difference in
     * `z`, so a sweep out from the searcher's `z` ends at the first member that far.
     */
    function sweep(members: Members, from: number, step: 1 | -1) {
      const { x, y, z } = members;
      for (let position = from; position >= 0 && position < z.length; position += step) {
        const dz = z[position]! - oz;
        if (dz * dz > bar) return;
        const dx = x[position]! - ox;
        const dy = y[position]! - oy;
        const chord = dx * dx + dy * dy + dz * dz;
        if (chord > bar || chord > limit || !matches(members, position)) continue;
        bar = best.offer({ chord, rating: members.rating[position]!, id: members.ids[position]! });
      }
    }

    // Cells by their centres' distance, nearest first: the page is usually complete after a
    // few of them, and no cell whose centre is farther than the bar plus the widest reach can
    // hold a member within it.
    const nextCell = ascending(centreChords);
    let farthestCentre = Number.POSITIVE_INFINITY;
    for (let index = nextCell(); index >= 0; index = nextCell()) {
      if (centreChords[index]! > farthestCentre) break;
      const cell = reachable[index]!;
      // The exact bound is worth it before a scan.
      if (nearestChord(query.latitude, query.longitude, origin, cell) > bar) continue;
      cell.packed ??= pack(cell.entries);
      const middle = firstAtOrAfter(cell.packed.z, oz);
      sweep(cell.packed, middle, 1);
      sweep(cell.packed, middle - 1, -1);
      if (bar < 4) farthestCentre = loosened(chordOfAngle(angleOfChord(bar) + widest));
    }
    return {
      total,
      hits: best
        .sorted()
        .slice(query.offset)
        .map((candidate) => ({
          id: candidate.id,
          distanceMeters: EARTH_RADIUS_METERS * angleOfChord(candidate.chord),
        })),
    };
  }

  return {
    put,
    remove,
    search,
    get size() {
      return cellOfId.size;
    },
  };
}
export type ListingIndex = ReturnType<typeof createListingIndex>;
