"""The judge's desk on Discord, shared by its cogs: what it says (`text`), who may do what
(`access`), and the judge call's buttons (`calls`)."""
