import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { SynonymGroups } from "@atelier/shared/synonyms";
import { api } from "@/lib/api-client";
import { toast } from "@/lib/toast";

const KEY = ["admin", "search-synonyms"] as const;

/** GET /admin/settings/search-synonyms (issue 29): the label's groups, as typed. */
export const searchSynonymsQueryOptions = () =>
  queryOptions({
    queryKey: KEY,
    queryFn: ({ signal }) => api.get<SynonymGroups>("/admin/settings/search-synonyms", signal),
  });

export const useSearchSynonyms = () => useQuery(searchSynonymsQueryOptions());

/** PUT: replaces every group; a refusal is shown by the form, beside what was typed. */
export function useSaveSearchSynonyms() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (groups: string[][]) =>
      api.request<SynonymGroups>("/admin/settings/search-synonyms", {
        method: "PUT",
        body: { groups },
      }),
    onSuccess: (saved) => {
      client.setQueryData(KEY, saved);
      toast.success("Synonyms Saved", { description: "The next search uses them." });
    },
  });
}
