import { Button, Group, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

import { PageFrame } from '../../../components/frame/PageFrame';
import { LazyQuestionEditorDialog } from '../../../components/questionEditor/LazyQuestionEditorDialog';
import type { AdminQuestion } from '../../../generated/api/schemas';
import {
  DEFAULT_FILTER,
  filterFromQuery,
  queryFromFilter,
  useQuestionSearch,
} from '../hooks/useQuestionSearch';
import { ResultsTable } from './ResultsTable';
import { SearchForm } from './SearchForm';

/**
 * /admin/questions. Arriving with ?ref=..&status=.. (as the endcode's
 * 'Search questions' button does) runs that search straight away.
 */
export function QuestionsPage() {
  const [params, setParams] = useSearchParams();
  const [arrivedWith] = useState(() => filterFromQuery(params));
  const search = useQuestionSearch(arrivedWith ?? DEFAULT_FILTER);
  const [open, setOpen] = useState<AdminQuestion | null>(null);
  const searched = useRef(false);

  useEffect(() => {
    if (!arrivedWith || searched.current) return;
    searched.current = true;
    void search.search(0, arrivedWith);
    // Only on arrival; later searches start from the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function runSearch() {
    setParams(queryFromFilter(search.filter), { replace: true });
    void search.search(0);
  }

  const { questions, metadata } = search;
  return (
    <PageFrame title="Questions" fullWidth>
      <Stack>
        <SearchForm
          filter={search.filter}
          busy={search.busy}
          onChange={search.setFilter}
          onSearch={runSearch}
        />
        {questions === null && <Text c="dimmed">Enter parameters and press search</Text>}
        {questions !== null && questions.length === 0 && <Text>No matching questions</Text>}
        {questions !== null && questions.length > 0 && (
          <ResultsTable questions={questions} onOpen={setOpen} />
        )}
        {metadata && (
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {metadata.of === 0 ? '' : `${metadata.from + 1}–${metadata.to} of ${metadata.of}`}
            </Text>
            <Group>
              <Button
                variant="default"
                disabled={!search.hasPrevious || search.busy}
                onClick={() => void search.previous()}
              >
                Previous
              </Button>
              <Button
                variant="default"
                disabled={!search.hasNext || search.busy}
                onClick={() => void search.next()}
              >
                Next
              </Button>
            </Group>
          </Group>
        )}
      </Stack>
      <LazyQuestionEditorDialog
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `Question ${open.ref}` : ''}
        size="95%"
        question={open ?? undefined}
        onSaved={search.replace}
      />
    </PageFrame>
  );
}
