//! Each technique's drawing, on boards where it applies: its candidates and their roles,
//! its units, its links in order.
