import { buttonVariants } from "@/components/ui/button-variants";
import { MoonIcon, SunIcon } from "./icons";
import { toggleTheme, useTheme } from "@/lib/theme";
import { useT } from "@/i18n";

export function ThemeToggle() {
  const theme = useTheme();
  const { t } = useT();
  return (
    <button
      type="button"
      className={buttonVariants({ variant: "ghost", size: "icon" })}
      aria-label={t("shell.toggleTheme")}
      aria-pressed={theme === "dark"}
      onClick={toggleTheme}
    >
      {theme === "dark" ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
