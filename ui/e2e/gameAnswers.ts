import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

import {
  splitCoordinate,
  splitFraction,
  splitMixedFraction,
  splitRatio,
} from '../src/components/question/inputFilters';
import { answerNames, partBoxName, wholeBoxName } from '../src/components/question/answerNames';
import type { AdminQuestion, Element, QuestionSearchResult } from '../src/generated/api/schemas';
import { DEMO_PASSWORD } from './signin';

/** A bearer token for calls a person could not make from the screen under test. */
export async function apiToken(request: APIRequestContext, role: string, login: string) {
  const response = await request.post('/api/auth/signin', {
    data: { role, login, password: DEMO_PASSWORD },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { id_token: string }).id_token;
}

/** The question shown in `view`, with its answers, as the admin sees it. */
export async function questionIn(view: Locator, adminToken: string): Promise<AdminQuestion> {
  const id = await view.getAttribute('data-question-id');
  expect(id).toBeTruthy();
  const response = await view.page().request.get(`/api/question/${id}`, {
    headers: { Authorization: `Bearer ${adminToken}` },
  });
  expect(response.ok()).toBe(true);
  return (await response.json()) as AdminQuestion;
}

/** The game's question on screen, with its answers, as the admin sees it. */
export function shownQuestion(page: Page, adminToken: string): Promise<AdminQuestion> {
  return questionIn(page.getByTestId('question'), adminToken);
}

/** The boxes of one input and what goes in each, named as the renderer names them. */
function boxes(
  element: Element & { ref: string },
  value: string,
  answer: string,
): [string, string][] {
  const part = (name: string, text: string): [string, string] => [partBoxName(name, answer), text];
  switch (element.type) {
    case 'Coordinate': {
      const [x = '', y = ''] = splitCoordinate(value);
      return [part('x', x), part('y', y)];
    }
    case 'RatioXY':
    case 'RatioXYZ': {
      const parts = splitRatio(value, element.type === 'RatioXY' ? 2 : 3);
      return parts.map((text, index) => part(`part ${index + 1}`, text));
    }
    case 'Fraction': {
      const [numerator = '', denominator = ''] = splitFraction(value);
      return [part('numerator', numerator), part('denominator', denominator)];
    }
    case 'MixedFraction': {
      const [whole = '', numerator = '', denominator = ''] = splitMixedFraction(value);
      return [
        part('whole number', whole),
        part('numerator', numerator),
        part('denominator', denominator),
      ];
    }
    default:
      return [[wholeBoxName(answer), value]];
  }
}

/** An answer no starter question expects, in a form the input accepts. */
function wrongValue(element: Element): string {
  switch (element.type) {
    case 'Text input':
    case 'Textcs':
      return 'zebra';
    case 'Coordinate':
      return '(987,987)';
    case 'RatioXY':
      return '987:1';
    case 'RatioXYZ':
      return '987:1:1';
    case 'Fraction':
      return '987/1';
    case 'MixedFraction':
      return '987';
    case 'Time':
      return '00:01';
    case 'GBP':
      return '987.65';
    default:
      return '987654';
  }
}

/** One step of answering: text in a labelled box, or a multiple-choice pick. */
export type AnswerStep = { box: string; text: string } | { choice: string };

/**
 * The first accepted answer, input by input in the question's order (or,
 * when `right` is false, something wrong in the first input only).
 */
export function answerSteps(question: AdminQuestion, right: boolean): AnswerStep[] {
  const accepted = question.answers[0] ?? [];
  const names = answerNames(question.lines);
  const steps: AnswerStep[] = [];
  const done = new Set<string>();
  for (const element of question.lines.flat()) {
    if (!('ref' in element) || done.has(element.ref)) continue;
    done.add(element.ref);
    const correct = accepted.find((part) => part.ref === element.ref)?.values[0] ?? '';
    if (element.type === 'MC') {
      const choices = question.lines
        .flat()
        .filter((each) => each.type === 'MC' && each.ref === element.ref)
        .map((each) => (each.type === 'MC' ? each.value : ''));
      const pick = right
        ? correct
        : (choices.find((choice) => choice.trim() !== correct.trim()) ?? '');
      steps.push({ choice: pick });
    } else {
      const answer = names.get(element.ref) ?? '';
      for (const [box, text] of boxes(element, right ? correct : wrongValue(element), answer)) {
        if (text !== '') steps.push({ box, text });
      }
    }
    if (!right) break;
  }
  return steps;
}

/**
 * Types the first accepted answer into every input (or, when `right` is
 * false, something wrong into the first one) and submits it.
 */
export async function answerShownQuestion(page: Page, question: AdminQuestion, right: boolean) {
  await fillAnswer(page.getByTestId('question'), question, right);
  await page.getByRole('button', { name: 'Submit' }).click();
}

/** Types or picks the answer of `answerSteps` in the question shown in `view`. */
export async function fillAnswer(view: Locator, question: AdminQuestion, right: boolean) {
  for (const step of answerSteps(question, right)) {
    if ('choice' in step) {
      await view.getByRole('radio', { name: step.choice, exact: true }).first().check();
    } else {
      await view.getByLabel(step.box, { exact: true }).fill(step.text);
    }
  }
}

/** Seconds left on the game clock ('0:42' → 42). */
export async function secondsLeft(page: Page): Promise<number> {
  const [minutes = '0', seconds = '0'] = (
    (await page.getByTestId('time-left').textContent()) ?? '0:00'
  ).split(':');
  return Number(minutes) * 60 + Number(seconds);
}

/** On the setup screen: starts the one-minute Maths race and waits for its first question. */
export async function startQuickRace(page: Page) {
  await page.getByRole('radio', { name: 'Maths', exact: true }).check();
  await page.getByRole('radio', { name: /Quick race: 1 minute against three ghosts/ }).check();
  await page.getByRole('button', { name: 'Start Game' }).click();
  await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 10_000 });
}

/** Plays a quick race, answering `count` questions wrongly, then quits it. */
export async function playWrongAnswers(page: Page, count: number, adminToken: string) {
  await page.getByRole('link', { name: 'Play' }).click();
  await startQuickRace(page);
  for (let answered = 0; answered < count; answered += 1) {
    if (answered > 0) {
      await page.getByRole('button', { name: 'Next question' }).click();
      await expect(page.getByRole('button', { name: 'Submit' })).toBeVisible({ timeout: 10_000 });
    }
    await answerShownQuestion(page, await shownQuestion(page, adminToken), false);
    await expect(page.getByTestId('result-message')).toHaveText(
      'Sorry, that is not the correct answer. The correct answer is shown above.',
    );
  }
  await page.getByRole('button', { name: 'Quit game' }).click();
  await expect(page).toHaveURL('/game/step3_summary', { timeout: 10_000 });
  // Ada's tutor plan earns tokens, held back until she reviews the wrong answers.
  await expect(page.getByTestId('tokens-line')).toContainText(`Tokens pending: ${count}`);
}

/** Every question the server holds, in pages of 100, as an admin sees them. */
export async function theWholeBank(token: string, request: APIRequestContext) {
  const questions: AdminQuestion[] = [];
  for (let from = 0; ; from += 100) {
    const response = await request.get(`/api/admin/question/search?_from=${from}&_limit=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.ok()).toBe(true);
    const page = (await response.json()) as QuestionSearchResult;
    questions.push(...page.data);
    if (page.data.length < 100) return questions;
  }
}
