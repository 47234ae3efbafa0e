/** The Web Storage API (sessionStorage, localStorage) in memory, for unit files that run in Node (tests/setup.ts). */
export class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.#items.get(String(key)) ?? null;
  }
  setItem(key: string, value: string) {
    this.#items.set(String(key), String(value));
  }
  removeItem(key: string) {
    this.#items.delete(String(key));
  }
  clear() {
    this.#items.clear();
  }
}
