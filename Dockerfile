# A test-runner image in the way of Exercism's: it holds a built workbook, and
#
#     docker run --rm --network none --read-only \
#         --mount type=bind,src=$PWD/submission,dst=/mnt/input,readonly \
#         --mount type=bind,src=$PWD/out,dst=/mnt/output \
#         --mount type=tmpfs,dst=/tmp \
#         transitions-workbook fade /mnt/input /mnt/output
#
# grades the files in submission/ as the exercise `fade` and writes out/results.json
# (bin/run.sh; docs/RESULTS.md). Build it from the repository's root:
#
#     docker build -t transitions-workbook .
#
# The same image serves GitHub Classroom: `workbook classroom init --image <name>` writes a
# workflow that runs in it, with nothing to build in the students' repositories.
#
# The workbook compiles each submission with the Swift toolchain, so the image is the full
# official one, pinned to the version the README names.
FROM swift:6.3.1-noble

RUN apt-get update \
    && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends libedit-dev pkg-config \
    && rm -rf /var/lib/apt/lists/*

WORKDIR /opt/workbook
COPY . .
RUN swift build -c release --product workbook \
    && rm -rf .build/checkouts .build/repositories .build/release/*.build/*.o \
    && ln -s /opt/workbook/.build/release/workbook /usr/local/bin/workbook

# Warm the compiler's module cache once, at the path bin/run.sh uses at run time (a cache only
# serves at the path it was made at), and keep it as the seed each run starts from: grading
# chapter 0's reference solution compiles the system modules every chapter imports.
ENV WORKBOOK_MODULE_CACHE_SEED=/opt/workbook-module-cache
RUN XDG_CACHE_HOME=/tmp/workbook-cache bin/run.sh fade Solutions/00-fade /tmp/warm-up \
    && grep -q '"status" : "pass"' /tmp/warm-up/results.json \
    && echo /tmp/workbook-cache > /tmp/workbook-cache/.made-at \
    && mv /tmp/workbook-cache "$WORKBOOK_MODULE_CACHE_SEED" && rm -rf /tmp/warm-up

ENTRYPOINT ["/opt/workbook/bin/run.sh"]
