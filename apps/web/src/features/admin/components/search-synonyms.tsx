import * as React from "react";
import { SYNONYM_GROUPS_MAX, SYNONYM_TERMS_MAX } from "@atelier/shared/synonyms";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { PageHeader } from "@/components/layout/page";
import { errorMessage } from "@/lib/api-client";
import { useSaveSearchSynonyms, useSearchSynonyms } from "../api/search-synonyms";
import { TEXTAREA } from "./product-text-fields";
import { BackLink, LoadFailed, plural } from "./page-parts";

/** One group a line, its terms between commas (the Arabic comma too). */
export const parseGroups = (text: string): string[][] =>
  text
    .split("\n")
    .map((line) =>
      line
        .split(/[,،]/)
        .map((t) => t.trim())
        .filter(Boolean),
    )
    .filter((group) => group.length > 0);

const formatGroups = (groups: string[][]) => groups.map((g) => g.join(", ")).join("\n");

/**
 * /admin/search-synonyms (issue 29, docs/product.md#search-synonyms): words shoppers type for
 * the same piece. A search holding one term of a line finds what any term of it finds.
 */
export function SearchSynonyms() {
  const synonyms = useSearchSynonyms();
  const save = useSaveSearchSynonyms();
  const [draft, setDraft] = React.useState<string | null>(null);
  const saved = synonyms.data ? formatGroups(synonyms.data.groups) : "";
  const text = draft ?? saved;
  const groups = parseGroups(text);
  const changed = formatGroups(groups) !== saved;

  return (
    <div className="flex flex-col gap-10">
      <BackLink to="/admin/products">Products</BackLink>
      <PageHeader eyebrow="Back office" title="Search Synonyms">
        Words shoppers type for the same piece, in English and Arabic. A search holding one term of
        a line finds what every term of that line finds.
      </PageHeader>

      {synonyms.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : synonyms.isError ? (
        <LoadFailed
          title="Failed to fetch the synonyms"
          error={synonyms.error}
          retry={() => void synonyms.refetch()}
        />
      ) : (
        <form
          className="flex max-w-3xl flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(groups, { onSuccess: () => setDraft(null) });
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor="search-synonyms">Synonyms, one group a line</Label>
            <p id="search-synonyms-hint" className="text-sm text-muted-foreground">
              Terms between commas; a term may be two words. Up to {SYNONYM_TERMS_MAX} terms a line
              and {SYNONYM_GROUPS_MAX} lines.
            </p>
            <textarea
              id="search-synonyms"
              dir="auto"
              rows={10}
              spellCheck={false}
              aria-describedby="search-synonyms-hint"
              aria-invalid={save.isError || undefined}
              placeholder={"T-shirt, tshirt, تيشيرت, تي شيرت\nGalabeya, jalabiya, جلابية"}
              className={`${TEXTAREA} leading-7`}
              value={text}
              onChange={(e) => {
                save.reset();
                setDraft(e.target.value);
              }}
            />
          </div>
          {save.isError && (
            <p role="alert" className="text-sm text-destructive">
              {errorMessage(save.error)}
            </p>
          )}
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="eyebrow text-muted-foreground" aria-live="polite">
              {plural(groups.length, "group", "groups")}
            </p>
            <Button type="submit" disabled={!changed || save.isPending}>
              {save.isPending ? "Saving…" : "Save Synonyms"}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
