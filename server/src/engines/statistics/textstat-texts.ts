/**
 * Texts from textstat's test suite (tests/backend/resources.py, textstat 0.7.11, MIT licence), so the
 * tests here can assert textstat's own expected values without the shared data folder.
 */

export const SHORT_TEXT = 'Cool dogs wear da sunglasses.';

export const EASY_TEXT =
  "Anna and her family love doing puzzles. Anna is best at little puzzles. Anna and her brother work on medium size puzzles together. Anna's Brother likes puzzles with cars in them. When the whole family does a puzzle, they do really big puzzles. It can take them a week to finish a really big puzzle. Last year they did a puzzle with 500 pieces! Anna tries to finish one small puzzle a day by her. Her puzzles have about 50 pieces. They all glue their favorite puzzles together and frame them. The puzzles look so nice on the wall.";

export const PUNCT_TEXT =
  "\nI said: 'This is a test sentence to test the remove_punctuation function.\nIt's short and not the work of a singer-songwriter. But it'll suffice.'\nYour answer was: \"I don't know. If I were you I'd write a test; just to make\nsure, you're really just removing the characters you want to remove!\" Didn't\n";

export const EASY_ARABIC_TEXT = 'ذهب هند وأحمد الى المدرسة. هند تحب الرسم والمطالعة';
