import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../i18n/language';
import { formatINR } from '../../lib/format';
import { searchQueries } from './searchQueries';
import { suggestionOptions, type SuggestionOption } from './suggestionOptions';
import { useSuggestionKeys } from './useSuggestionKeys';
import * as styles from './HeaderSearch.css';

/**
 * The header's search field with suggestions (categories, products, "search for …"), loaded only
 * when the shopper opens it. Suggestions are debounced and cached per typed prefix; arrow keys and
 * Enter pick, Escape or a click outside closes; submitting opens /products?search=….
 */
export default function HeaderSearch({ onClose }: { onClose: () => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const { data, isFetching } = useQuery({ ...searchQueries.suggestions(text), placeholderData: keepPreviousData });
  const options = suggestionOptions(text, text.trim() ? data : undefined);
  const navigate = useNavigate();
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);

  const go = (option: SuggestionOption) => {
    onClose();
    if (option.kind === 'category') void navigate({ to: '/category/$categoryId', params: { categoryId: option.id } });
    else if (option.kind === 'product') void navigate({ to: '/product/$productId', params: { productId: option.id } });
    else void navigate({ to: '/products', search: { search: option.id } });
  };
  const submit = () => text.trim() && go({ kind: 'search', id: text.trim(), label: '' });
  const keys = useSuggestionKeys(options.length, { onPick: (i) => go(options[i]!), onSubmit: submit, onClose });

  useEffect(() => {
    const outside = (event: PointerEvent) => {
      const target = event.target as Element;
      if (!root.current?.contains(target) && !target.closest('[data-search-toggle]')) onClose();
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [onClose]);

  return (
    <div ref={root} className={styles.panel}>
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <input
          type="search"
          role="combobox"
          aria-label={t('Search products')}
          aria-expanded={options.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={keys.active >= 0 ? `${listId}-${keys.active}` : undefined}
          aria-busy={isFetching}
          className={styles.input}
          placeholder={t('Search bags, e.g. ladies purse, laptop bag')}
          autoComplete="off"
          enterKeyHint="search"
          // Opened on purpose by a tap or click: the field is what the shopper asked for.
          autoFocus
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            keys.setActive(-1);
          }}
          onKeyDown={keys.onKeyDown}
        />
        <button type="submit" className={styles.submit}>
          {t('Search')}
        </button>
      </form>
      <ul id={listId} role="listbox" aria-label={t('Suggestions')} className={styles.list}>
        {options.map((option, index) => (
          <li
            key={`${option.kind}:${option.id}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === keys.active}
            className={styles.option}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => go(option)}
            onPointerMove={() => keys.setActive(index)}
          >
            <SuggestionRow option={option} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SuggestionRow({ option }: { option: SuggestionOption }) {
  const t = useT();
  if (option.kind === 'product') {
    return (
      <>
        <img src={option.image} alt="" width={40} height={40} className={styles.thumb} />
        <span className={styles.name}>
          {option.label}
          <span className={styles.meta}>{option.categoryName}</span>
        </span>
        <span className={styles.price}>{formatINR(option.price)}</span>
      </>
    );
  }
  return (
    <>
      <span className={styles.kind}>{option.kind === 'category' ? t('Category') : t('All results')}</span>
      <span className={styles.name}>{option.label}</span>
    </>
  );
}
