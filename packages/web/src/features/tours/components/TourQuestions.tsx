import type { TourQuestion } from '@museum-shop/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from '../../../components/ui/Catalog.module.css';
import type { AnswerAction, Answers } from '../answers.ts';

interface TourQuestionsProps {
  questions: TourQuestion[];
  answers: Answers;
  dispatch: (action: AnswerAction) => void;
  /** Mandatory questions still without an answer, marked once the visitor tried to add. */
  invalid: ReadonlySet<number>;
}

/** The tour's group questions of every type; mandatory ones are marked and required. */
export function TourQuestions({ questions, answers, dispatch, invalid }: TourQuestionsProps) {
  return (
    <div className={styles.questions}>
      {questions.map((question) => (
        <Question
          key={question.id}
          question={question}
          value={answers[question.id]?.value}
          onAnswer={(value) => dispatch({ question, value })}
          invalid={invalid.has(question.id)}
        />
      ))}
    </div>
  );
}

function Question({
  question,
  value,
  onAnswer,
  invalid,
}: {
  question: TourQuestion;
  value: string | string[] | undefined;
  onAnswer: (value: string) => void;
  invalid: boolean;
}) {
  const { t } = useTranslation('booking');
  const id = useId();
  const title = (
    <>
      {question.question}
      {question.mandatory && <span className={styles.required}> {t('questions.required')}</span>}
    </>
  );
  const errorId = `${id}-error`;
  const error = invalid && (
    <span id={errorId} className={styles.fieldError}>
      {t('questions.answerThis')}
    </span>
  );
  const common = {
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    required: question.mandatory,
  };
  const text = typeof value === 'string' ? value : '';

  if (question.type === 'radio' || question.type === 'checkbox') {
    const list = Array.isArray(value) ? value : [];
    return (
      <fieldset
        className={styles.question}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
      >
        <legend>{title}</legend>
        {error}
        {question.options.map((option) => (
          <label key={option.value} className={styles.option}>
            <input
              type={question.type}
              name={`question-${question.id}`}
              value={option.value}
              checked={question.type === 'radio' ? text === option.value : list.includes(option.value)}
              onChange={() => onAnswer(option.value)}
              required={question.type === 'radio' && question.mandatory}
            />
            {option.label}
          </label>
        ))}
      </fieldset>
    );
  }
  return (
    <div className={styles.question}>
      <label htmlFor={id} className={styles.questionLabel}>
        {title}
      </label>
      {error}
      {question.type === 'select' ? (
        <select id={id} value={text} onChange={(event) => onAnswer(event.target.value)} {...common}>
          <option value="">{t('questions.choose')}</option>
          {question.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      ) : question.type === 'textarea' ? (
        <textarea
          id={id}
          rows={3}
          maxLength={2000}
          value={text}
          onChange={(event) => onAnswer(event.target.value)}
          {...common}
        />
      ) : (
        <input
          id={id}
          type={question.type === 'number' ? 'number' : 'text'}
          inputMode={question.type === 'number' ? 'numeric' : undefined}
          min={question.type === 'number' ? 0 : undefined}
          maxLength={question.type === 'text' ? 2000 : undefined}
          value={text}
          onChange={(event) => onAnswer(event.target.value)}
          {...common}
        />
      )}
    </div>
  );
}
