import "react";

// React 19.3 does not type the HTML invoker commands yet; it passes the attributes through as
// written. They let a button open a dialog before the page's script has hydrated.
declare module "react" {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close";
  }
}
