import * as React from "react";
import { Send } from "lucide-react";
import { isEmail } from "@atelier/shared/email";
import { TEAM_ROLES, type TeamRole } from "@atelier/shared/permissions";
import { INVITATION_HOURS, type TeamMember } from "@atelier/shared/team";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FieldError, invalidProps, useFieldErrors } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { PageHeader } from "@/components/layout/page";
import { useSession } from "@/features/auth";
import { errorMessage } from "@/lib/api-client";
import { useInvite, useRemoveMember, useSetRole, useTeam } from "../api/team";
import { DeleteProductDialog } from "./delete-product-dialog";

/** What each role may do, in the words of issue 33 (packages/shared/src/permissions.ts). */
const ROLE_WORDS: Record<TeamRole, { name: string; does: string }> = {
  admin: { name: "Admin", does: "Everything, the team included." },
  staff: {
    name: "Staff",
    does: "Orders (status, notes, tracking, export), and each piece's stock and words. No prices, codes, shipping, settings, figures or team.",
  },
};

/**
 * /admin/team (docs/product.md#the-team): who helps run the store, an invitation by e-mail, a
 * member's role and their removal. Nobody changes their own role or removes themselves, so the
 * store always keeps an admin.
 */
export function TeamAdmin() {
  const team = useTeam();
  const me = useSession()?.user.id;
  return (
    <div className="flex flex-col gap-12">
      <PageHeader eyebrow="Back office" title="Team">
        Who helps run the store. An invitation is a link to set a password, good for{" "}
        {INVITATION_HOURS} hours; a member taken off the team is signed out at once.
      </PageHeader>

      <InviteForm />

      <section aria-labelledby="members-heading" className="flex flex-col gap-5">
        <h2 id="members-heading" className="border-b border-border pb-3 font-serif text-3xl">
          Members
        </h2>
        {team.isError ? (
          <p role="alert" className="text-sm text-destructive">
            Failed to load the team. {errorMessage(team.error)}
          </p>
        ) : !team.data ? (
          <div aria-busy="true" aria-label="Loading the team" className="flex flex-col gap-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : (
          <ul className="flex flex-col">
            {team.data.map((member) => (
              <MemberRow key={member.id} member={member} self={member.id === me} />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="roles-heading" className="flex flex-col gap-4">
        <h2 id="roles-heading" className="eyebrow text-muted-foreground">
          The roles
        </h2>
        <dl className="grid gap-4 text-sm sm:grid-cols-2">
          {TEAM_ROLES.map((role) => (
            <div key={role} className="border-t border-border pt-3">
              <dt className="font-serif text-xl">{ROLE_WORDS[role].name}</dt>
              <dd className="mt-1 leading-relaxed text-muted-foreground">
                {ROLE_WORDS[role].does}
              </dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  );
}

const fieldId = (field: "email") => `invite-${field}`;

function InviteForm() {
  const invite = useInvite();
  const [email, setEmail] = React.useState("");
  const [role, setRole] = React.useState<TeamRole>("staff");
  const [refused, setRefused] = React.useState<string | null>(null);
  const problems = isEmail(email.trim())
    ? []
    : [{ field: "email" as const, message: "Enter the e-mail address to invite" }];
  const { errors, check, reset } = useFieldErrors(problems, fieldId);
  const message = errors.email ?? refused ?? undefined;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setRefused(null);
    if (check().length > 0) return;
    invite.mutate(
      { email: email.trim(), role },
      {
        onSuccess: () => {
          setEmail("");
          reset();
        },
        onError: (error) => setRefused(errorMessage(error)),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="invite-heading"
      className="grid gap-5 border border-border bg-card p-5 sm:p-7 md:grid-cols-[minmax(0,1fr)_12rem_auto] md:items-start"
    >
      <h2 id="invite-heading" className="font-serif text-2xl md:col-span-3">
        Invite someone
      </h2>
      <div className="flex flex-col gap-2">
        <Label htmlFor={fieldId("email")}>E-mail</Label>
        <Input
          id={fieldId("email")}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setRefused(null);
          }}
          {...invalidProps(fieldId("email"), message)}
        />
        <FieldError controlId={fieldId("email")}>{message}</FieldError>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="invite-role">Role</Label>
        <NativeSelect
          id="invite-role"
          value={role}
          onChange={(event) => setRole(event.currentTarget.value as TeamRole)}
        >
          {TEAM_ROLES.map((r) => (
            <option key={r} value={r}>
              {ROLE_WORDS[r].name}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        type="submit"
        disabled={invite.isPending}
        aria-busy={invite.isPending || undefined}
        className="md:mt-[1.625rem]"
      >
        <Send strokeWidth={1.25} aria-hidden="true" />
        {invite.isPending ? "Sending…" : "Send invitation"}
      </Button>
    </form>
  );
}

function MemberRow({ member, self }: { member: TeamMember; self: boolean }) {
  const setRole = useSetRole();
  const remove = useRemoveMember();
  const roleId = `member-${member.id}-role`;
  return (
    <li className="flex flex-wrap items-center gap-x-6 gap-y-3 border-b border-border py-5">
      <div className="flex min-w-0 flex-1 basis-64 flex-col gap-1">
        <span className="truncate font-serif text-xl" dir="ltr" title={member.email}>
          {member.email}
        </span>
        <span className="flex flex-wrap gap-2">
          {self && <Badge variant="secondary">You</Badge>}
          {member.invited && (
            <Badge variant="outline" className="border-dashed border-camel-ink text-camel-ink">
              Invitation sent
            </Badge>
          )}
        </span>
      </div>
      {self ? (
        <p className="eyebrow text-muted-foreground">{ROLE_WORDS[member.role].name}</p>
      ) : (
        <div className="flex items-center gap-1">
          <Label htmlFor={roleId} className="sr-only">
            Role of {member.email}
          </Label>
          <NativeSelect
            id={roleId}
            className="w-36"
            value={member.role}
            disabled={setRole.isPending}
            onChange={(event) =>
              setRole.mutate({ member, role: event.currentTarget.value as TeamRole })
            }
          >
            {TEAM_ROLES.map((r) => (
              <option key={r} value={r}>
                {ROLE_WORDS[r].name}
              </option>
            ))}
          </NativeSelect>
          <DeleteProductDialog
            title={member.email}
            heading="Remove from the team"
            question={`Take ${member.email} off the team? They are signed out at once and keep only a shopper's account.`}
            verb="Remove"
            busy="Removing…"
            onDelete={() => remove.mutateAsync(member)}
          />
        </div>
      )}
    </li>
  );
}
