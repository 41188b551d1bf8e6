import type { GuidedTourItem, TourQuestion } from '@museum-shop/contract';

/** Answers to a tour's group questions by question id (spec §3: a stored answer has qId, type, value). */
export type Answers = Record<number, { type: TourQuestion['type']; value: string | string[] }>;

export type AnswerAction = { question: Pick<TourQuestion, 'id' | 'type'>; value: string } | { reset: true };

/**
 * Spec §4 "Answers": radio and select replace the value; checkbox toggles a value in a list; text,
 * textarea and number store the typed value.
 */
export function answersReducer(answers: Answers, action: AnswerAction): Answers {
  if ('reset' in action) return {};
  const { question, value } = action;
  if (question.type === 'checkbox') {
    const previous = answers[question.id]?.value;
    const list = Array.isArray(previous) ? previous : [];
    const next = list.includes(value) ? list.filter((item) => item !== value) : [...list, value];
    return { ...answers, [question.id]: { type: 'checkbox', value: next } };
  }
  return { ...answers, [question.id]: { type: question.type, value } };
}

const answered = (value: string | string[] | undefined) =>
  value !== undefined && (Array.isArray(value) ? value.length > 0 : value.trim() !== '');

/** The mandatory questions without an answer ('Please answer all mandatory fields.'). */
export function unansweredMandatory(questions: TourQuestion[], answers: Answers): TourQuestion[] {
  return questions.filter((question) => question.mandatory && !answered(answers[question.id]?.value));
}

/** The answers as the cart sends them, leaving out the empty ones. */
export function cartAnswers(answers: Answers): GuidedTourItem['answers'] {
  return Object.entries(answers)
    .filter(([, answer]) => answered(answer.value))
    .map(([qId, answer]) => ({
      qId: Number(qId),
      type: answer.type,
      value: Array.isArray(answer.value) ? answer.value : answer.value.trim(),
    }));
}

/**
 * A cart line's answers as text, in the order of the tour's questions (the basket shows them): a
 * choice by its option's label, several choices joined; answers to questions the tour no longer
 * asks are left out, and so are empty ones.
 */
export function answerTexts(
  questions: readonly Pick<TourQuestion, 'id' | 'question' | 'options'>[],
  answers: GuidedTourItem['answers'],
): { question: string; answer: string }[] {
  return questions.flatMap((question) => {
    const given = answers.find((answer) => answer.qId === question.id);
    if (!given) return [];
    const labelOf = (value: string) =>
      question.options.find((option) => option.value === value)?.label ?? value;
    const text = (Array.isArray(given.value) ? given.value : [given.value])
      .map((value) => labelOf(value).trim())
      .filter((value) => value !== '')
      .join(', ');
    return text ? [{ question: question.question, answer: text }] : [];
  });
}
