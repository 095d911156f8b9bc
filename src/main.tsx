import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "@tanstack/react-router";
import { router } from "./app/router";
import "./styles.css";

const root = createRoot(document.getElementById("root")!);

// The page's route (its code and head) loads before the first render, so the page renders once and complete rather
// than as an empty shell first; and as a transition, so React renders it in short slices instead of one long task.
void router
  .load()
  .catch((error: unknown) => console.error(error))
  .finally(() =>
    startTransition(() =>
      root.render(
        <StrictMode>
          <RouterProvider router={router} />
        </StrictMode>,
      ),
    ),
  );
