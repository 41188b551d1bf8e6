import type { GuidedTourItem, Language } from '@museum-shop/contract';
import { answerTexts } from '../answers.ts';
import { useTour } from '../api/get-tour.ts';
import styles from './TourAnswers.module.css';

interface TourAnswersProps {
  lang: Language;
  tourId: number;
  /** The answers a guided tour's cart line stores. */
  answers: GuidedTourItem['answers'];
}

/**
 * The group's answers of a guided tour in the basket: question and answer as the visitor reads
 * them, the questions' wording and the choices' labels from the tour.
 */
export function TourAnswers({ lang, tourId, answers }: TourAnswersProps) {
  // No preview token: a basket holds what visitors can buy, never a draft (checkout refuses one).
  const tour = useTour(lang, tourId, undefined, undefined);
  if (answers.length === 0 || !tour.data) return null;
  const texts = answerTexts(tour.data.questions, answers);
  if (texts.length === 0) return null;
  return (
    <dl className={styles.answers}>
      {texts.map((text) => (
        <div key={text.question}>
          <dt>{text.question}</dt>
          <dd>{text.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
