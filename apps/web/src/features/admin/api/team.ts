import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { TeamRole } from "@atelier/shared/permissions";
import type { TeamInvite, TeamMember } from "@atelier/shared/team";
import { api, errorMessage } from "@/lib/api-client";
import { toast } from "@/lib/toast";

/* The admin's team (issue 33, docs/product.md#the-team). */

export const TEAM_KEY = ["admin", "team"] as const;

export const useTeam = () =>
  useQuery({
    queryKey: TEAM_KEY,
    queryFn: ({ signal }) => api.get<TeamMember[]>("/admin/team", signal),
  });

/** A change to the team; `failed` unset leaves the failure to the form, which shows it. */
function useTeamMutation<Input, Output>(
  request: (input: Input) => Promise<Output>,
  said: { done: (input: Input) => string; failed?: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_, input) => toast.success(said.done(input)),
    onError: (error) => {
      if (said.failed) toast.error(said.failed, { description: errorMessage(error) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
}

export const useInvite = () =>
  useTeamMutation((invite: TeamInvite) => api.post<TeamMember>("/admin/team", invite), {
    done: (invite) => `Invitation sent to ${invite.email}`,
  });

export const useSetRole = () =>
  useTeamMutation(
    ({ member, role }: { member: TeamMember; role: TeamRole }) =>
      api.patch<TeamMember>(`/admin/team/${member.id}`, { role }),
    {
      done: ({ member, role }) =>
        `${member.email} is now ${role === "admin" ? "an admin" : "staff"}`,
      failed: "Failed to change the role",
    },
  );

export const useRemoveMember = () =>
  useTeamMutation((member: TeamMember) => api.delete<null>(`/admin/team/${member.id}`), {
    done: (member) => `${member.email} is no longer on the team`,
    failed: "Failed to remove the member",
  });
