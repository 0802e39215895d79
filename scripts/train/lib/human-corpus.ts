import fs from 'node:fs';
import { dataFile, readGoEmotions } from './datasets';

/**
 * Human-written text for the AI detector's language model: Norvig's big.txt (public-domain books,
 * one document per paragraph), the BBC News Summary articles, and GoEmotions train comments. None
 * overlaps the ai_detection set (checked: no shared 8-word run with its human texts).
 */
export function humanCorpus(): { documents: string[]; sources: Record<string, number> } {
  const big = fs
    .readFileSync(dataFile('norvig_spell', 'big.txt'), 'utf8')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
  const bbc = fs
    .readFileSync(dataFile('bbc_news_summary', 'bbc_news_summary.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => (JSON.parse(l) as { article: string }).article.replace(/\s+/g, ' ').trim());
  const reddit = readGoEmotions('train').map((e) => e.text);
  return {
    documents: [...big, ...bbc, ...reddit],
    sources: {
      'norvig_spell/big.txt paragraphs': big.length,
      'bbc_news_summary articles': bbc.length,
      'goemotions train comments': reddit.length,
    },
  };
}
