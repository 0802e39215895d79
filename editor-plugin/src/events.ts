import type { Failure } from '@margin/shared/ui/failure';
import type { StatusView } from '@margin/shared/ui/index';
import type { PlacedSuggestion } from './state';

/** The events a Margin editor emits, with their payloads. */
export interface MarginEvents {
  /** The checker's state changed ("checking", "3 suggestions", "offline; retrying"). */
  status: StatusView;
  /** The underlined suggestions changed (results arrived, a suggestion was accepted or removed). */
  suggestions: PlacedSuggestion[];
  accept: { suggestion: PlacedSuggestion; replacement: string };
  reject: { suggestion: PlacedSuggestion };
  dictionary: { word: string };
  /** A request failed (feedback, dictionary, a check); the status line already says so. */
  error: Failure;
}

type Handler<K extends keyof MarginEvents> = (payload: MarginEvents[K]) => void;

/** A minimal typed event emitter; a throwing listener cannot break the editor. */
export class Emitter {
  private readonly handlers = new Map<keyof MarginEvents, Set<Handler<never>>>();

  /** Subscribes; returns the function that unsubscribes. */
  on<K extends keyof MarginEvents>(event: K, handler: Handler<K>): () => void {
    let set = this.handlers.get(event);
    if (!set) {
      set = new Set();
      this.handlers.set(event, set);
    }
    set.add(handler as Handler<never>);
    return () => set.delete(handler as Handler<never>);
  }

  emit<K extends keyof MarginEvents>(event: K, payload: MarginEvents[K]): void {
    for (const handler of this.handlers.get(event) ?? []) {
      try {
        (handler as Handler<K>)(payload);
      } catch (error) {
        console.error(`margin: a "${event}" listener threw`, error);
      }
    }
  }

  clear(): void {
    this.handlers.clear();
  }
}
